//! Slice objects (issue 30): `slice(...)`, its attributes and `indices`, slicing lists,
//! tuples and strs with one, and an instance of the program receiving one from `obj[a:b]`;
//! each program runs as in CPython 3.11, and the prover treats a slice of plain bounds as the
//! written slice, skipping one whose bounds are terms.

mod cpython_common;

use clauz3::{prove, Conclusion, Program, ProveOptions};

fn report(source: &str) -> clauz3::ProofReport {
    let program = Program::from_source("slices.py", source, &[]).unwrap_or_else(|e| panic!("refused: {}", e.text));
    prove(&program, &ProveOptions::default())
}

const ITEM_METHODS: &str = r#"class Grid:
    def __init__(self):
        self.cells = list(range(10))
        self.log = []
    def __getitem__(self, k):
        self.log.append(repr(k))
        if isinstance(k, slice):
            return self.cells[k]
        return self.cells[k]
    def __setitem__(self, k, v):
        self.log.append(('set', repr(k), v))
        self.cells[k] = v
    def __delitem__(self, k):
        self.log.append(('del', repr(k)))
        del self.cells[k]

def main():
    g = Grid()
    a = g[1:3]
    b = g[::2]
    c = g[slice(2, None, -1)]
    g[0:2] = ['a', 'b']
    del g[::3]
    s = slice(1, 5, 2)
    t = 'abcdefg'
    tu = (1, 2, 3, 4, 5, 6)
    xs = [0, 1, 2, 3, 4, 5, 6, 7]
    xs[s] = 'xy'
    ys = list(range(8))
    del ys[s]
    out = [a, b, c, g.cells, g.log, t[s], tu[s], xs, ys]
    out.append(s == slice(1, 5, 2))
    out.append(s != slice(1, 5))
    out.append(slice(3) == slice(None, 3, None))
    out.append((s.start, s.stop, s.step))
    out.append(slice(1, 10, 3).indices(5))
    out.append(slice(None, None, -2).indices(7))
    out.append(slice(-100, 100).indices(4))
    for bad in [lambda: slice(1, 2, 0).indices(3), lambda: slice(1).indices(-1), lambda: hash(slice(1)), lambda: {s: 1}, lambda: {1: 2}[s], lambda: slice(), lambda: slice(1, 2, 3, 4), lambda: xs[slice('a')], lambda: [1][slice(1, 2, 0)], lambda: slice(1).indices('x'), lambda: s.nope]:
        try:
            bad()
            out.append('no error')
        except (TypeError, ValueError, AttributeError) as e:
            out.append(type(e).__name__ + ': ' + str(e))
    out.append(type(s) == slice)
    out.append(str(slice('a', [1], None)))
    return out
"#;

#[test]
fn slice_objects_run_as_in_cpython() {
    let cases = [
        ITEM_METHODS.to_owned(),
        // Ordering compares the three values as a tuple would.
        r#"def main():
    return slice(1, 2) < slice(1, 3), slice(2) >= slice(1), sorted([slice(3, 4), slice(1, 2), slice(0, 9)]), [slice(1)] < [slice(2)], slice(1, 2) <= slice(1, 2)
"#.to_owned(),
        // A slice passes through functions and containers, and `match` tells it apart.
        "def pick(xs, s=slice(None, None, -1)):\n    return xs[s]\ndef main():\n    cuts = [slice(2), slice(1, None), slice(None, None, 2)]\n    word = 'abcdef'\n    out = [word[c] for c in cuts] + [pick([1, 2, 3]), pick('xyz', slice(1, 2))]\n    r = range(10)[slice(2, 8, 3)]\n    out.append((r, list(r)))\n    for c in cuts:\n        match c:\n            case slice():\n                out.append(repr(c))\n    return out, isinstance(cuts[0], (int, slice)), cuts[0] in cuts, cuts.index(slice(1, None))\n".to_owned(),
    ];
    cpython_common::same_as_cpython_each(&cases);
}

#[test]
fn a_slice_of_plain_bounds_proves_as_the_written_slice() {
    let pass = "def main(n: int) -> None:\n    s = slice(1, 3)\n    ys = [n, n + 1, n + 2, n + 3]\n    assert ys[s] == [n + 1, n + 2]\n    assert ys[slice(None, None, -1)][0] == n + 3\n    ys[s] = [0]\n    assert ys == [n, 0, n + 3]\n";
    let r = report(pass);
    assert_eq!(r.conclusion, Conclusion::Proved, "{}", r.line);
    let fail = pass.replace("[n + 1, n + 2]", "[n + 1, n + 3]");
    assert_eq!(report(&fail).line, "main: failed assertion. Example: n=0.");
    // An instance's `__getitem__` receives the slice and slices its list of terms.
    let boxed = "class Box:\n    def __init__(self, items):\n        self.items = items\n    def __getitem__(self, k):\n        return self.items[k]\n\ndef main(n: int) -> None:\n    b = Box([n, n + 1, n + 2])\n    assert b[1:] == [n + 1, n + 2]\n    assert b[::2] == [n, n + 2]\n";
    assert_eq!(report(boxed).conclusion, Conclusion::Proved, "{}", report(boxed).line);
    let r = report(&boxed.replace("[n, n + 2]", "[n, n + 1]"));
    assert_eq!(r.line, "main: failed assertion. Example: n=0.");
    // `indices` with step 0 is CPython's ValueError: bounds that are terms are no model, but
    // the concrete search behind a skipped proof finds the failing run.
    let zero = "def main(n: int) -> None:\n    if n > 2:\n        slice(0, n, n - 3).indices(5)\n";
    let r = report(zero);
    assert_eq!(r.line, "main: failed ValueError: slice step cannot be zero. Example: n=3.");
    assert_eq!(r.replay.as_deref(), Some("reproduced"));
}

#[test]
fn a_slice_whose_bounds_are_terms_is_skipped() {
    let r =
        report("def main(n: int, k: int) -> None:\n    ys = [n, n + 1, n + 2]\n    assert len(ys[slice(0, k)]) <= 3\n");
    assert_eq!(r.conclusion, Conclusion::Skipped, "{}", r.line);
    assert!(r.line.contains("slice(0, k)"), "{}", r.line);
}
