//! Values nested a million deep (containers, chains of instances): built, freed, compared and
//! hashed without overflowing the stack, as CPython builds and frees them.

use crate::support::Scratch;

/// A program that nests two lists (`x`, `y`), two tuples (`t`, `u`) and two dicts (`d`, `e`)
/// `depth` deep, each pair equal but built apart, then runs `tail` (line 10 on).
fn nested(depth: usize, tail: &str) -> String {
    format!(
        "def main() -> int:\n    x, y, t, u, d, e = [], [], (), (), {{}}, {{}}\n    for i in range({depth}):\n        x = [x]\n        y = [y]\n        t = (t,)\n        u = (u,)\n        d = {{'k': d}}\n        e = {{'k': e}}\n{tail}    return 1\n"
    )
}

#[test]
fn a_list_a_tuple_and_a_dict_nested_a_million_deep_are_freed() {
    let s = Scratch::new();
    s.write("deep.py", nested(1_000_000, ""));
    let out = s.run(&["dry-run", "deep.py"]);
    assert_eq!((out.code, out.stdout.as_str()), (0, "main: ran (0 effects)\nreturned: 1\n"), "{}", out.stderr);
}

#[test]
fn values_nested_a_thousand_deep_compare_as_in_cpython() {
    let s = Scratch::new();
    s.write("ok.py", nested(900, "    print(x == y, x < y, t == u, (t,) in [u], d == e, x == [y])\n"));
    let out = s.run(&["dry-run", "ok.py"]);
    assert_eq!(
        (out.code, out.stdout.as_str()),
        (0, "main: ran (0 effects)\nprinted:\n  | True False True False True False\nreturned: 1\n")
    );
}

#[test]
fn comparing_or_hashing_deeper_than_the_recursion_limit_is_a_located_limit() {
    for (what, line) in [
        ("equality", "    print(x == y)\n"),
        ("ordering", "    print(sorted([x, y]))\n"),
        ("membership", "    print(t in [u])\n"),
        ("dict equality", "    print(d == e)\n"),
        ("hash", "    print(hash(t))\n"),
        ("a dict key", "    print({t: 1}[t])\n"),
        ("a set member", "    print(len({t}))\n"),
        ("list.count", "    print([x].count(y))\n"),
    ] {
        let s = Scratch::new();
        s.write("deep.py", nested(20_000, line));
        let out = s.run(&["dry-run", "deep.py"]);
        assert_eq!(out.code, 1, "{what}: {}", out.stderr);
        assert!(out.stdout.starts_with("main: failed: LimitExceeded"), "{what}: {}", out.stdout);
        assert!(
            out.stderr.contains("error[limit]: values nested more than 1000 deep to compare or hash")
                && out.stderr.contains("deep.py:10:"),
            "{what}: {}",
            out.stderr
        );
    }
}

#[test]
fn a_linked_list_of_a_million_instances_is_freed() {
    let s = Scratch::new();
    s.write(
        "chain.py",
        "class Node:\n    def __init__(self, nxt):\n        self.nxt = nxt\n\n\ndef main() -> int:\n    n = None\n    for i in range(1000000):\n        n = Node(n)\n    return 1\n",
    );
    let out = s.run(&["dry-run", "chain.py"]);
    assert_eq!((out.code, out.stdout.as_str()), (0, "main: ran (0 effects)\nreturned: 1\n"), "{}", out.stderr);
}

#[test]
fn writing_values_deeper_than_the_recursion_limit_is_a_located_limit() {
    // Each used to overflow the stack (a signal death) or print a truncated text.
    for (what, line) in [
        ("print", "    print(x)\n"),
        ("str", "    print(len(str(t)))\n"),
        ("an f-string", "    print(f'{d!r}'[:5])\n"),
        ("repr of a list holding it", "    print(len(repr([x])))\n"),
    ] {
        let s = Scratch::new();
        s.write("deep.py", nested(20_000, line));
        let out = s.run(&["dry-run", "deep.py"]);
        assert_eq!(out.code, 1, "{what}: {}", out.stderr);
        assert!(
            out.stderr.contains("error[limit]: values nested more than 1000 deep to write as text")
                && out.stderr.contains("deep.py:1"),
            "{what}: {}",
            out.stderr
        );
    }
}

#[test]
fn containers_holding_themselves_print_and_compare_as_in_cpython() {
    // A program with a class of its own writes containers item by item in the evaluator:
    // both that path and the domain's must stop at a container met again inside itself.
    for own_class in ["", "class Tag:\n    def __repr__(self):\n        return 'Tag()'\n\n\n"] {
        let s = Scratch::new();
        s.write(
            "cycle.py",
            format!(
                "{own_class}def main() -> int:\n    xs = [1]\n    xs.append(xs)\n    d = {{'k': xs}}\n    d['me'] = d\n    print(xs, d, (xs,))\n    print(xs == xs, xs in xs)\n    return 1\n"
            ),
        );
        let out = s.run(&["dry-run", "cycle.py"]);
        assert_eq!(
            (out.code, out.stdout.as_str()),
            (
                0,
                "main: ran (0 effects)\nprinted:\n  | [1, [...]] {'k': [1, [...]], 'me': {...}} ([1, [...]],)\n  | True True\nreturned: 1\n"
            ),
            "{}",
            out.stderr
        );
    }
}
