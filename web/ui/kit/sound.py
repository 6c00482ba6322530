"""Sounds of the table, synthesized in the page with Web Audio: no recordings.

    >>> from euchre.game import Game
    >>> game = Game.new(seed=3)
    >>> cues(None, game), cues(game, game.computer_step()), cues(game, game.new_round())
    ([], [], ['deal'])

    sound = Sound(settings)
    sound.wire(listen)            # the person's first tap or key lets sound start
    sound.play(cues(before, after), deal_every=0.045)

``cues`` says which sounds a change of the game makes: the deal, a card played, a trick
taken, a euchre (``euchre`` when your side sets the makers, ``euchred`` when it is set), and
the end of a round (``round-won``, or ``round-over``). ``RECIPES`` are the sounds as plain
data: tones (an oscillator sliding from one pitch to another) and noise bursts (white noise
through a band-pass filter), each with its own start, length and loudness. Both are plain
Python, tested in CPython; ``Sound`` plays them. Nothing sounds before the person's first tap
or key (browsers' autoplay rule, and good manners), nor when the Menu's "Sounds" is off.
"""

from __future__ import annotations

import random
from typing import NamedTuple

from euchre.game import HUMAN, Game

__all__ = ["Voice", "RECIPES", "cues", "deal_recipe", "Sound"]


class Voice(NamedTuple):
    """One part of a sound."""

    at: float
    """Seconds from the sound's start."""
    length: float
    """Seconds it lasts, fading out."""
    wave: str
    """An oscillator's shape (``sine``, ``triangle``, ``square``, ``sawtooth``), or ``noise``."""
    pitch: float
    """Hz: the tone's pitch, or the noise filter's centre."""
    to: float | None = None
    """Hz at the end: the tone slides (the noise filter sweeps) there."""
    gain: float = 0.3
    """Peak loudness, 0 to 1."""
    q: float = 1.0
    """The noise filter's sharpness."""


C5, E5, G5, C6 = 523.25, 659.25, 783.99, 1046.5
NOISE_SECONDS = 0.35
"""The noise every noise voice plays from: at least as long as the longest of them."""


def _chord(at: float, length: float, pitches, wave: str = "triangle", gain: float = 0.16) -> tuple[Voice, ...]:
    return tuple(Voice(at, length, wave, pitch, gain=gain) for pitch in pitches)


def deal_recipe(cards: int = 20, every: float = 0.045) -> tuple[Voice, ...]:
    """The deal: a quick flick of noise for each card, ``every`` seconds apart."""
    return tuple(Voice(n * every, 0.035, "noise", 3400 + 300 * (n % 3), gain=0.22, q=1.4) for n in range(cards))


RECIPES: dict[str, tuple[Voice, ...]] = {
    # A card laid on the cloth: a soft slap and a low thud.
    "card": (Voice(0, 0.07, "noise", 2200, 700, gain=0.5, q=0.7), Voice(0, 0.08, "sine", 170, 70, gain=0.35)),
    # A trick swept up: a rising swoosh.
    "trick": (Voice(0, 0.3, "noise", 500, 2600, gain=0.35, q=1.1),),
    # Your side sets the makers: a bright chord and a high note with a sparkle.
    "euchre": (*_chord(0, 0.14, (C5, E5, G5), "square", 0.08), Voice(0.15, 0.45, "triangle", C6, gain=0.28),
               Voice(0.15, 0.25, "noise", 6500, gain=0.12, q=2)),
    # Your side is set: two falling notes.
    "euchred": (Voice(0, 0.26, "triangle", 392, 370, gain=0.3), Voice(0.3, 0.55, "triangle", 349, 300, gain=0.3)),
    # The round won: an arpeggio up to a held chord.
    "round-won": (*(Voice(0.1 * n, 0.2, "triangle", pitch, gain=0.25) for n, pitch in enumerate((C5, E5, G5, C6))),
                  *_chord(0.45, 0.9, (C5, E5, G5, C6)), *_chord(0.45, 0.9, (C5 / 2,), "square", 0.06)),
    # The round lost or tied: a gentle close.
    "round-over": (*_chord(0, 0.35, (349.23, 440, C5), gain=0.13), *_chord(0.4, 0.75, (261.63, 329.63, 392), gain=0.13)),
}
"""Every sound but the deal's (``deal_recipe``), as voices."""


def cues(before: Game | None, after: Game) -> list[str]:
    """The sounds that what happened from ``before`` to ``after`` makes. The table just opened
    (``before`` None) is shown as it is, dealt, so the first bid comes at once; taking back a
    move makes no sound."""
    hand = after.round.hand
    if before is None:
        return []
    if (before.round.seed, before.round.hand_number) != (after.round.seed, after.round.hand_number):
        return ["deal"] if not hand.history else []
    old = before.round.hand
    if len(hand.history) <= len(old.history) or hand.history[:len(old.history)] != old.history:
        return []
    said = []
    if any(action.startswith("play ") for _, action in hand.history[len(old.history):]):
        said.append("card")
    if len(hand.tricks) > len(old.tricks):
        said.append("trick")
    if hand.is_over and not old.is_over:
        contract = hand.contract
        if contract is not None and hand.tricks_won[contract.maker % 2] < 3:
            said.append("euchred" if contract.maker % 2 == HUMAN % 2 else "euchre")
        if after.round.is_over:
            us, them = after.round.team_scores
            said.append("round-won" if us > them else "round-over")
    return said


class Sound:
    """Plays ``cues`` through one AudioContext, made at the person's first tap or key while
    "Sounds" is on. Any failure of the browser's audio turns sound off quietly: the game
    never waits for it or stops for it."""

    MIN_GAP = 0.06
    """Seconds: the same sound again any sooner is left out (at the Instant speed three computer
    cards land at once: one slap, not three)."""

    def __init__(self, settings) -> None:
        self.settings = settings
        self.unlocked = False
        self.context = None
        self.failed = False
        self.noise = None
        self.last: dict[str, float] = {}

    @property
    def on(self) -> bool:
        return self.settings.switches.get("sound", True) and not self.failed

    def wire(self, listen) -> None:
        from pyscript import document

        listen(document, "pointerdown", self.unlock)
        listen(document, "keydown", self.unlock)

    def unlock(self, event) -> None:
        """The person's tap or key: from now on sound may play (made here, inside the gesture,
        where every browser lets it start)."""
        if self.unlocked or not event.isTrusted:
            return
        self.unlocked = True
        if self.on:
            self.ready()

    def ready(self):
        """The AudioContext, running; None if sound cannot play here."""
        if self.context is None:
            from pyscript import window

            try:
                self.context = window.AudioContext.new()
                self.output = self.context.createGain()
                self.output.gain.value = 0.6
                self.output.connect(self.context.destination)
                self.noise_buffer(self.context)  # made now, at the tap, not in the middle of a deal
            except Exception:  # noqa: BLE001 - no audio on this device: play without sound
                self.failed = True
                return None
        if str(self.context.state) == "suspended":
            self.context.resume()
        return self.context

    def play(self, names: list[str], deal_every: float = 0.045) -> None:
        if not names or not self.unlocked or not self.on:
            return
        context = self.ready()
        if context is None:
            return
        try:
            now = float(context.currentTime)
            for name in names:
                if now - self.last.get(name, -1.0) < self.MIN_GAP:
                    continue
                self.last[name] = now
                recipe = deal_recipe(every=deal_every) if name == "deal" else RECIPES[name]
                for voice in recipe:
                    self.voice(context, voice, now + 0.01)
        except Exception:  # noqa: BLE001 - a browser whose audio fails mid-game: carry on silently
            self.failed = True

    def noise_buffer(self, context):
        if self.noise is None:
            from pyodide.ffi import to_js

            rate = int(context.sampleRate)
            length = int(rate * NOISE_SECONDS)
            self.noise = context.createBuffer(1, length, rate)
            rng = random.Random(5)
            self.noise.getChannelData(0).set(to_js([rng.uniform(-1, 1) for _ in range(length)]))
        return self.noise

    def voice(self, context, voice: Voice, start: float) -> None:
        begin, end = start + voice.at, start + voice.at + voice.length
        envelope = context.createGain()
        level = envelope.gain
        level.setValueAtTime(0.0001, begin)
        level.exponentialRampToValueAtTime(voice.gain, begin + min(0.012, voice.length / 4))
        level.exponentialRampToValueAtTime(0.0001, end)
        envelope.connect(self.output)
        if voice.wave == "noise":
            source = context.createBufferSource()
            source.buffer = self.noise_buffer(context)
            band = context.createBiquadFilter()
            band.type = "bandpass"
            band.Q.value = voice.q
            band.frequency.setValueAtTime(voice.pitch, begin)
            if voice.to:
                band.frequency.exponentialRampToValueAtTime(voice.to, end)
            source.connect(band)
            band.connect(envelope)
        else:
            source = context.createOscillator()
            source.type = voice.wave
            source.frequency.setValueAtTime(voice.pitch, begin)
            if voice.to:
                source.frequency.exponentialRampToValueAtTime(voice.to, end)
            source.connect(envelope)
        source.start(begin)
        source.stop(end + 0.02)
