"""Who may read and write a tournament's CouchDB database: its name, its users, their roles and passwords.

    >>> from euchre.sheet.sync_access import Access
    >>> access = Access("Fri.night_1", "correct horse battery staple")
    >>> access.database
    'euchre-+fri(night_1'
    >>> access.organiser.name, access.organiser.roles
    ('euchre-+fri(night_1--organiser', ('euchre-+fri(night_1:organiser',))
    >>> table = access.table(2, 3)
    >>> table.name, table.roles
    ('euchre-+fri(night_1--r2-t3', ('euchre-+fri(night_1:table', 'euchre-+fri(night_1:table:2:3'))
    >>> table.password == Access("Fri.night_1", "correct horse battery staple").table(2, 3).password
    True
    >>> len(table.password), table.password == access.table(2, 4).password
    (24, False)

One database per tournament. The organiser is its administrator; a table's credential is good
for one round at one table, and the database's validation function lets it write only that
table's hands and round totals, and nothing once the organiser closes the round; a standings
screen reads. Every password but the organiser's is derived from the organiser's (HMAC-SHA256
of the user's name), so the setup script (``tools/couch_setup.py``), which creates the users,
and the organiser's device, which puts a table's credential into its invitation, agree without
a list of passwords to carry around, and a table's password tells nothing about the others.
"""

from __future__ import annotations

import base64
import hashlib
import hmac
from typing import Any, NamedTuple

from ..errors import TournamentError
from .checks import id_problem, int_problem, refuse
from .limits import MAX_ROUNDS, MAX_TABLE_NUMBER

__all__ = ["Credential", "Access", "database_name", "MIN_PASSWORD_LENGTH"]

MIN_PASSWORD_LENGTH = 12
"""The organiser's password derives every other one: it must not be guessable."""


def database_name(tournament_id: str) -> str:
    """The database of a tournament: ``euchre-`` and the id in the characters CouchDB allows
    (lower-case letters, digits and ``_$()+-/``): a capital becomes ``+`` and its lower case,
    ``.`` becomes ``(`` and ``:`` becomes ``)``, so two ids never share a database.

        >>> database_name("club-1"), database_name("Club:2.b")
        ('euchre-club-1', 'euchre-+club)2(b')
    """
    refuse(id_problem(tournament_id, "the tournament id"))
    out = []
    for char in tournament_id:
        if "A" <= char <= "Z":
            out.append("+" + char.lower())
        else:
            out.append({".": "(", ":": ")"}.get(char, char))
    return "euchre-" + "".join(out)


class Credential(NamedTuple):
    """One CouchDB user of the tournament's database."""

    name: str
    password: str
    roles: tuple[str, ...]

    def user_document(self) -> dict[str, Any]:
        """The ``_users`` document that creates this user (CouchDB hashes the password)."""
        return {"_id": f"org.couchdb.user:{self.name}", "name": self.name, "type": "user",
                "roles": list(self.roles), "password": self.password}


class Access:
    """A tournament's users and security, from its id and the organiser's password."""

    def __init__(self, tournament_id: str, organiser_password: str) -> None:
        self.database = database_name(tournament_id)
        if not isinstance(organiser_password, str) or len(organiser_password) < MIN_PASSWORD_LENGTH:
            raise TournamentError(f"the organiser's password must be at least {MIN_PASSWORD_LENGTH} characters: "
                                  f"every table's and screen's password is derived from it")
        self.tournament_id = tournament_id
        self._secret = organiser_password.encode("utf-8")
        self.prefix = self.database + ":"
        """The start of every role of this tournament."""
        self.organiser = Credential(self.database + "--organiser", organiser_password, (self.prefix + "organiser",))
        self.screen = self._derived(self.database + "--screen", (self.prefix + "screen",))

    def _derived(self, name: str, roles: tuple[str, ...]) -> Credential:
        digest = hmac.new(self._secret, name.encode("utf-8"), hashlib.sha256).digest()
        return Credential(name, base64.urlsafe_b64encode(digest).decode("ascii")[:24], roles)

    def table(self, round_number: int, table_number: int) -> Credential:
        """The credential of one table for one round."""
        refuse(int_problem(round_number, "the round", 1, MAX_ROUNDS))
        refuse(int_problem(table_number, "the table", 1, MAX_TABLE_NUMBER))
        return self._derived(f"{self.database}--r{round_number}-t{table_number}",
                             (self.prefix + "table", f"{self.prefix}table:{round_number}:{table_number}"))

    def security(self, closed: tuple[int, ...] = ()) -> dict[str, Any]:
        """The database's security object: the organiser administers it, this tournament's roles
        read it, and ``euchre.closed`` lists the closed rounds the validation function holds tables to."""
        return {"admins": {"names": [self.organiser.name], "roles": []},
                "members": {"names": [], "roles": [self.prefix + role for role in ("organiser", "table", "screen")]},
                "euchre": {"closed": sorted(set(closed))}}
