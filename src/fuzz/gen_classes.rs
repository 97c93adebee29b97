//! Generated classes (issue 30): a `@dataclass` record and a plain class with a class
//! attribute, `__init__` and methods, defined at module level ([`CLASSES_PY`], written out only
//! when a statement uses them). Statements build instances from `main`'s locals, mutate their
//! attributes through aliases (a second name, a list holding them, a method), compare
//! dataclasses field by field, print them through `repr`, and divide by an attribute (a
//! runtime-error obligation reached through an object); instances serve as dict keys and set
//! members (by `__hash__` with collisions, by a frozen dataclass's fields), and builtins call
//! the class hooks (`__call__`, `__int__`, `__float__`, `__index__`, `__len__`, `__bool__`,
//! `__reversed__`, an `__eq__` that declines); slice objects cut lists, strs and an instance
//! whose item methods receive them; `dataclasses.replace`, `asdict` and `astuple`.

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


class Key:
    def __init__(self, n: int):
        self.n = n

    def __eq__(self, other):
        if not isinstance(other, Key):
            return NotImplemented
        return self.n == other.n

    def __hash__(self) -> int:
        return self.n % 3

    def __repr__(self) -> str:
        return f"Key({self.n})"


@dataclass(frozen=True)
class Pt:
    x: int
    y: int


class Box:
    def __init__(self, n: int):
        self.n = n

    def __call__(self, k: int) -> int:
        return self.n + k

    def __int__(self) -> int:
        return self.n * 2

    def __float__(self) -> float:
        return self.n / 4

    def __index__(self) -> int:
        return self.n % 4

    def __len__(self) -> int:
        return abs(self.n) % 3

    def __reversed__(self):
        return [self.n, -self.n]

    def __eq__(self, other):
        if isinstance(other, Box):
            return self.n == other.n
        return NotImplemented


class Flag:
    def __init__(self, on: bool):
        self.on = on

    def __bool__(self) -> bool:
        return self.on


class Win:
    def __init__(self, n: int):
        self.items = list(range(n))

    def __getitem__(self, k):
        if isinstance(k, slice):
            return [len(self.items)] + self.items[k]
        return self.items[k]

    def __setitem__(self, k, v):
        self.items[k] = v

    def __delitem__(self, k):
        del self.items[k]


"#;

/// Whether a body uses the classes (and so needs [`CLASSES_PY`] and its import).
pub fn uses_classes(body: &str) -> bool {
    ["Rec(", "Tally(", "Key(", "Pt(", "Box(", "Flag(", "Win("].iter().any(|c| body.contains(c))
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
        (str.clone(), int.clone(), int.clone(), -3i64..8, simple.clone()).prop_map(|(s, e, n, k, then)| format!(
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
        // Instances as dict keys and set members: the class's `__hash__` and `__eq__` (equal
        // hashes for unequal keys), a frozen dataclass hashed by its fields.
        (int.clone(), int.clone(), int.clone()).prop_map(|(e, f, g)| format!(
            "kd = {{Key({e}): 1, Key({f}): 2}}\nkd[Key({g})] = 3\nif Key({e}) in kd:\n    y = y + kd[Key({e})]\ny = y + len(kd) + len({{Key({f}), Key({g}), Key({e})}})"
        )),
        (int.clone(), int.clone(), 0u32..5).prop_map(|(e, f, n)| format!(
            "cnt = {{}}\nfor i in range({n}):\n    pk = Pt(i % 2, {e})\n    cnt[pk] = cnt.get(pk, 0) + 1\nif Pt(0, {f}) in cnt:\n    x = x + cnt[Pt(0, {f})]\ny = y + len(cnt) + len({{Pt({e}, 1), Pt({f}, 1)}})"
        )),
        // The hooks builtins call: `__call__`, `__int__`, `__float__`, `__index__`, `__len__`
        // (truth), `__bool__`, `__reversed__`, and `__eq__` declining with `NotImplemented`.
        (int.clone(), int.clone()).prop_map(|(e, f)| format!(
            "bx = Box({e})\ny = y + bx({f}) + int(bx) + xs[bx] + len(bx)\nif bx:\n    x = x + 1\nif float(bx) > 1:\n    x = x - 1\nif bx == Box({f}) or bx == {f}:\n    y = y + 1\nx = x + list(reversed(bx))[0] + len(range(bx))"
        )),
        (int.clone(), simple.clone()).prop_map(|(e, then)| format!(
            "fl = Flag(({e}) > 2)\nif fl and not Flag(False):\n    {then}\ny = y + len([f for f in [fl, Flag(True)] if f])"
        )),
        // Slice objects: an instance's item methods receive `slice(a, b, None)` from `w[a:b]`,
        // and one slice object cuts an instance, a list and a str alike (step 0: `ValueError`).
        (int.clone(), int.clone(), select(vec!["None", "1", "-1", "2", "-3", "0"]), 1u32..4).prop_map(
            |(e, f, step, k)| format!(
                "sl = slice({e}, {f}, {step})\nwin = Win(5)\nwin[1:3] = [x, y]\ndel win[::{k}]\ny = y + len(win[sl]) + len(xs[sl]) + len(t[sl])\nx = x + sum(win.items) + sum(sl.indices(7))"
            )
        ),
        (int.clone(), int.clone()).prop_map(|(e, f)| format!(
            "sl = slice({e}, None)\nws = list(xs)\nws[sl] = [y, {f}]\ndel ws[slice(None, None, 2)]\nx = x + len(ws) + len(Win(3)[1:])\nif sl == slice({e}, None) and (sl.start, sl.stop) < ({f}, 0):\n    y = y + 1"
        )),
        // `dataclasses` helpers: `replace` through `__init__`, `asdict`/`astuple` copying.
        (str.clone(), int.clone(), int.clone()).prop_map(|(s, e, f)| format!(
            "rec = Rec({s}, {e})\nrec2 = replace(rec, qty={f})\nrec2.bump(1)\nd = asdict(rec)\nd[\"qty\"] = 0\ny = y + rec.qty + rec2.qty + len(astuple(Pt({e}, {f})))\nif astuple(replace(Pt({e}, {f}), y={e})) == (({e}), ({e})):\n    x = x + 1\nt = t + str(sorted(asdict(rec2)))"
        )),
        // Instance attributes read back after the object was passed to a helper function.
        (str, int).prop_map(|(s, e)| format!(
            "def grow(rec: Rec, n: int) -> None:\n    rec.qty = rec.qty + n\n    rec.name = rec.name + \"+\"\nrec = Rec({s})\ngrow(rec, {e})\ngrow(rec, 1)\nt = rec.name\nassert rec.qty == ({e}) + 1"
        )),
    ]
    .boxed()
}
