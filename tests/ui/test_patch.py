"""The keyed patch (``ui.kit.patch``): after any render the part shows exactly what building the
new tree anew would, elements matched by key keep their identity, nothing unchanged is touched,
and a field the person is editing keeps what they typed."""

from hypothesis import given, settings, strategies as st

from tests.helpers.fake_dom import FakeDocument, outer
from ui.kit.patch import Root
from ui.kit.vdom import h, remembered


def mount(*nodes):
    document = FakeDocument()
    parent = document.createElement("div")
    root = Root(parent, document)
    root.render(list(nodes))
    return document, parent, root


def fresh(*nodes) -> str:
    _, parent, _ = mount(*nodes)
    return outer(parent)


def test_the_first_render_draws_the_tree_and_replaces_what_was_there():
    document = FakeDocument()
    parent = document.createElement("div")
    parent.appendChild(document.createElement("span"))  # what the page held before
    Root(parent, document).render([h("p", "Hello", class_="x"), h("ul", None, h("li", "a"), h("li", "b"))])
    assert outer(parent) == '<div><p class="x">Hello</p><ul><li>a</li><li>b</li></ul></div>'


def test_the_same_tree_again_changes_nothing():
    document, parent, root = mount(h("p", "Hello", class_="x"), h("ul", None, h("li", "a"), h("li", "b")))
    before = document.operations
    root.render([h("p", "Hello", class_="x"), h("ul", None, h("li", "a"), h("li", "b"))])
    assert document.operations == before and root.changes == 0


def test_nodes_drawn_the_same_are_equal_and_a_remembered_view_gives_its_last_nodes_again():
    assert h("p", "a", h("i", "b"), class_="x") == h("p", "a", h("i", "b"), class_="x")
    assert h("p", "a") != h("p", "b") and h("p", None, h("i")) != h("p", None, h("b"))
    assert h("p", "a", key=1) != h("p", "a") and h("p", class_="x") != h("p", class_="y")
    drawn = []

    @remembered
    def view(count, names):
        drawn.append(count)
        return [h("p", f"{count} {name}") for name in names]

    first = view(1, {"a": 1})
    assert view(1, {"a": 1}) is first and drawn == [1]  # equal arguments: the very same nodes
    assert view(2, {"a": 1}) == [h("p", "2 a")] and drawn == [1, 2]
    assert view(1, {"a": 1}) is first and drawn == [1, 2]  # one of its last few calls: kept too


def test_a_changed_text_and_attribute_keep_the_element():
    document, parent, root = mount(h("p", "Hand 1 of 8", class_="a", title="t"))
    element = parent.children[0]
    root.render([h("p", "Hand 2 of 8", class_="b")])
    assert parent.children[0] is element
    assert outer(parent) == '<div><p class="b">Hand 2 of 8</p></div>'
    assert root.changes == 3  # the class, the title gone, the text


def test_text_beside_children_is_its_own_node():
    document, parent, root = mount(h("p", "Score: ", h("strong", "3")))
    strong = parent.children[0].children[0]
    root.render([h("p", "Points: ", h("strong", "4"))])
    assert parent.children[0].children[0] is strong
    assert outer(parent) == "<div><p>Points: <strong>4</strong></p></div>"
    root.render([h("p", None, h("strong", "4"))])
    assert outer(parent) == "<div><p><strong>4</strong></p></div>"
    root.render([h("p", "Again ", h("strong", "4"))])
    assert outer(parent) == "<div><p>Again <strong>4</strong></p></div>"


def test_keyed_children_keep_their_elements_when_others_come_and_go():
    document, parent, root = mount(h("ul", None, *(h("li", c, key=c) for c in "abcd")))
    ul = parent.children[0]
    before = {li.textContent: li for li in ul.children}
    root.render([h("ul", None, *(h("li", c, key=c) for c in "dbxa"))])
    assert [li.textContent for li in ul.children] == ["d", "b", "x", "a"]
    assert all(ul.children[i] is before[c] for i, c in enumerate("db") if c in before)
    assert ul.children[3] is before["a"]


def test_an_id_is_a_key():
    document, parent, root = mount(h("button", "Hint", id="hint"), h("button", "Last trick", id="last"))
    hint = parent.children[0]
    root.render([h("button", "Last trick", id="last"), h("button", "Hint", id="hint")])
    assert parent.children[1] is hint


def test_a_node_of_another_tag_replaces_the_element():
    document, parent, root = mount(h("p", "x", key="a"))
    old = parent.children[0]
    root.render([h("div", "x", key="a")])
    assert parent.children[0] is not old and parent.children[0].tagName == "DIV"


def test_the_focused_element_keeps_the_focus():
    document, parent, root = mount(h("div", None, h("button", "Pass", key="pass"), h("button", "Order", key="order")))
    order = parent.children[0].children[1]
    order.focus()
    root.render([h("div", None, h("p", "West ordered up"), h("button", "Pass", key="pass"),
                   h("button", "Order", key="order", class_="lift"))])
    assert document.activeElement is order and order.parentNode is parent.children[0]


def test_a_field_being_typed_in_keeps_what_the_person_typed():
    document, parent, root = mount(h("form", None, h("input", None, name="name", value="")))
    field = parent.children[0].children[0]
    field.focus()
    field.type_text("Ann")
    root.render([h("form", None, h("input", None, name="name", value="Bob"))])
    assert field.value == "Ann"
    field.ownerDocument.activeElement = None  # the person left the field, with their text in it
    root.render([h("form", None, h("input", None, name="name", value="Cy"))])
    assert field.value == "Ann"


def test_a_field_nobody_touched_shows_the_new_value():
    document, parent, root = mount(h("input", None, name="seed", value="1"))
    root.render([h("input", None, name="seed", value="2")])
    assert parent.children[0].value == "2"


def test_a_new_form_key_gives_an_empty_form_after_sending():
    document, parent, root = mount(h("form", None, h("input", None, name="name", value=""), key="add-1"))
    field = parent.children[0].children[0]
    field.type_text("Ann")
    root.render([h("form", None, h("input", None, name="name", value=""), key="add-2")])
    assert parent.children[0].children[0] is not field and parent.children[0].children[0].value == ""


def test_a_checkbox_follows_the_state_unless_the_person_changed_it():
    document, parent, root = mount(h("input", None, type="checkbox", checked=True))
    box = parent.children[0]
    root.render([h("input", None, type="checkbox", checked=False)])  # changed elsewhere
    assert box.checked is False
    box.checked = True  # the person ticks it; the state then says so too
    root.render([h("input", None, type="checkbox", checked=True)])
    assert box.checked is True


def test_a_select_shows_the_state_unless_it_has_the_focus():
    options = lambda chosen: [h("option", v, value=v, selected=v == chosen) for v in ("a", "b", "c")]  # noqa: E731
    document, parent, root = mount(h("select", None, *options("a"), name="s"))
    select = parent.children[0]
    root.render([h("select", None, *options("b"), name="s")])
    assert select.value == "b"
    select.focus()
    select.value = "c"  # the person picks another, and the state has not followed (yet)
    root.render([h("select", None, *options("a"), name="s")])
    assert select.value == "c"


def test_svg_markup_is_set_whole_and_only_when_it_changes():
    document, parent, root = mount(h("span", None, svg="<svg>1</svg>", class_="card"))
    span = parent.children[0]
    root.render([h("span", None, svg="<svg>1</svg>", class_="card")])
    assert root.changes == 0
    root.render([h("span", None, svg="<svg>2</svg>", class_="card")])
    assert parent.children[0] is span and span.inner_html == "<svg>2</svg>"


# --- any tree to any tree --------------------------------------------------------------------------

TAGS = st.sampled_from(["div", "p", "span", "button", "li"])
KEYS = st.one_of(st.none(), st.sampled_from(list("abcdef")))


def trees(depth: int):
    text = st.one_of(st.none(), st.sampled_from(["", "x", "y", "Hand 1"]))
    attrs = st.dictionaries(st.sampled_from(["class", "title", "data-a"]), st.sampled_from(["1", "2"]), max_size=2)
    if depth == 0:
        children = st.just([])
    else:
        children = st.lists(trees(depth - 1), max_size=4)
    return st.builds(lambda tag, t, a, key, kids: h(tag, t, *kids, key=key, **{k.replace("-", "_"): v
                                                                             for k, v in a.items()}),
                     TAGS, text, attrs, KEYS, children)


def unique_keys(nodes) -> list:
    """Siblings with the same key are not what views make: keep the first of each."""
    seen, out = set(), []
    for node in nodes:
        if node.key is not None and node.key in seen:
            continue
        seen.add(node.key)
        node.children = unique_keys(node.children)
        out.append(node)
    return out


@settings(max_examples=150, deadline=None)
@given(st.lists(st.lists(trees(2), max_size=4), min_size=2, max_size=6))
def test_any_tree_patched_from_any_other_shows_what_building_it_anew_shows(renders):
    document = FakeDocument()
    parent = document.createElement("div")
    root = Root(parent, document)
    for nodes in renders:
        nodes = unique_keys(nodes)
        root.render(nodes)
        assert outer(parent) == fresh(*nodes)


def test_text_alone_then_beside_children_then_alone_again():
    """The element's text set whole, then beside a child, then whole, then beside a child again."""
    document, parent, root = mount(h("p", "a"))
    for nodes in ([h("p", "b", h("i", "x"))], [h("p", "c")], [h("p", "d")], [h("p", None, h("i", "y"))],
                  [h("p", "e", h("i", "y"))]):
        root.render(nodes)
        assert outer(parent) == fresh(*nodes)


def test_a_look_finds_the_element_drawn_for_a_node_inside_another():
    from ui.kit.vdom import Look, locate

    nodes = [h("form", None, h("input", None, type="radio", name="makers", value="0", id="a"), data_form="record",
               data_hand="1", key="one"),
             h("form", None, h("input", None, type="radio", name="makers", value="0", id="b"),
               h("input", None, type="radio", name="makers", value="1", checked=True, id="c"),
               data_form="record", data_hand="2", key="two")]
    document, parent, root = mount(*nodes)
    chosen = Look("input", checked=True).within(Look(data_form="record", data_hand="2"))
    assert root.element(chosen) is parent.children[1].children[1]
    assert locate(nodes, chosen).attrs["id"] == "c"
    assert root.element(Look("input", name="makers")) is parent.children[0].children[0]     # document order
    assert root.element(Look("input").within(Look(data_hand="3"))) is None
    assert root.element(Look(class_="nowhere")) is None and locate(nodes, Look(id="zz")) is None
    assert root.element(lambda node: node.attrs.get("id") == "b") is parent.children[1].children[0]
    assert Look(data_do="x", hidden=True) == Look(hidden=True, data_do="x")                  # a value


def test_a_look_can_ask_that_an_attribute_is_not_there():
    from ui.kit.vdom import Look

    nodes = [h("div", None, h("button", "9♣", data_action="play 9C", aria_disabled="true"),
               h("button", "A♣", data_action="play AC", disabled=True),
               h("button", "K♥", data_action="play KH"), class_="my-cards")]
    document, parent, root = mount(*nodes)
    answers = Look("button", disabled=False, aria_disabled=False).within(Look(class_="my-cards"))
    assert root.element(answers) is parent.children[0].children[2]
    assert root.element(Look("button", data_action="play AC", disabled=False)) is None
    assert root.element(Look("button", data_action="play AC", disabled=True)) is parent.children[0].children[1]
    assert Look(disabled=False) != Look(disabled="False")
