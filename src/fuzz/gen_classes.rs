//! Generated classes (issue 30): a `@dataclass` record and a plain class with a class
//! attribute, `__init__` and methods, defined at module level ([`CLASSES_PY`], written out only
//! when a statement uses them). Statements build instances from `main`'s locals, mutate their
//! attributes through aliases (a second name, a list holding them, a method), compare
//! dataclasses field by field, print them through `repr`, and divide by an attribute (a
//! runtime-error obligation reached through an object).

use proptest::prelude::*;
use proptest::sample::select;

/// The classes the statements use, in the program's text before `helper`.
pub const CLASSES_PY: &str = r#"@dataclass
class Rec:
    name: str
    qty: int = 0

    def bump(self, n: int) -> int:
        self.qty = self.qty + n
        return self.qty


class Tally:
    limit = 3

    def __init__(self, start: int):
        self.total = start
        self.seen = []

    def add(self, n: int) -> None:
        if n > self.limit:
            self.total = self.total + n
        else:
            self.total = self.total - 1
        self.seen.append(n)

    def size(self) -> int:
        return len(self.seen)


"#;

/// Whether a body uses the classes (and so needs [`CLASSES_PY`] and its import).
pub fn uses_classes(body: &str) -> bool {
    body.contains("Rec(") || body.contains("Tally(")
}

/// One statement over `main`'s locals; `int` draws int expressions, `str` string ones,
/// `simple` one-line statements.
pub fn class_stmt(
    int: BoxedStrategy<String>,
    str: BoxedStrategy<String>,
    simple: BoxedStrategy<String>,
) -> BoxedStrategy<String> {
    prop_oneof![
        // A method called through an alias changes what the first name sees.
        (str.clone(), int.clone(), int.clone(), -3i64..8, simple).prop_map(|(s, e, n, k, then)| format!(
            "rec = Rec({s}, {e})\nrec2 = rec\nrec2.bump({n})\nif rec.qty > {k}:\n    {then}\ny = y + rec.qty"
        )),
        // Two equal records are two objects: a field assigned on one leaves the other.
        (int.clone(), int.clone()).prop_map(|(e, f)| format!(
            "rec = Rec(t, {e})\nrec2 = Rec(t, {e})\nassert rec == rec2\nrec2.qty = {f}\nif rec == rec2:\n    x = x + 1\ny = y + rec.qty"
        )),
        // A plain class: a loop through a method reading the class attribute.
        (int.clone(), int.clone(), 0u32..4).prop_map(|(start, e, n)| format!(
            "tl = Tally({start})\nfor i in range({n}):\n    tl.add(({e}) + i)\nassert tl.size() == {n}\ny = y + tl.total"
        )),
        // An attribute set through an alias, then divided by: `ZeroDivisionError` when zero.
        (int.clone(), int.clone()).prop_map(|(start, e)| format!(
            "tl = Tally({start})\nalias = tl\nalias.total = {e}\nx = x // tl.total"
        )),
        // Instances in a list: the loop variable is the instance, not a copy.
        (int.clone(), select(vec!["1", "a", "-2"])).prop_map(|(e, step)| format!(
            "recs = [Rec(\"a\", x), Rec(\"b\", {e})]\nfor rec in recs:\n    rec.qty += {step}\nx = recs[0].qty\ny = y + recs[-1].qty"
        )),
        // A dataclass's `repr` and `==` with its own values.
        (str.clone(), int.clone()).prop_map(|(s, e)| format!(
            "rec = Rec({s}, {e})\nt = repr(rec)[:12]\nif rec == Rec({s}, {e}):\n    y = y + 1"
        )),
        // Instance attributes read back after the object was passed to a helper function.
        (str, int).prop_map(|(s, e)| format!(
            "def grow(rec: Rec, n: int) -> None:\n    rec.qty = rec.qty + n\n    rec.name = rec.name + \"+\"\nrec = Rec({s})\ngrow(rec, {e})\ngrow(rec, 1)\nt = rec.name\nassert rec.qty == ({e}) + 1"
        )),
    ]
    .boxed()
}
