//! `obj.__dict__` and `vars(obj)` are read into a new dict here, where CPython gives the live
//! namespace: the writes agents write out on one (an item assigned or deleted, `pop`,
//! `setdefault`) are made on the object itself, any other (`update`, `clear`, `+=` on an item)
//! is refused at load rather than silently lost, and reads still answer as CPython does.

mod cpython_common;

use clauz3::Program;
use cpython_common::same_as_cpython_each;

const CLASS: &str = "from functools import cached_property\n\n\nclass Box:\n    def __init__(self, n):\n        self.n = n\n\n    @cached_property\n    def double(self):\n        return self.n * 2\n\n\n";

#[test]
fn writes_through_a_namespace_copy_are_refused() {
    for body in [
        "def main():\n    b = Box(1)\n    b.__dict__.update(n=3)\n    return b.n",
        "def main():\n    b = Box(1)\n    vars(b).clear()\n    return 0",
        "def main():\n    b = Box(1)\n    b.__dict__['n'] += 1\n    return b.n",
        "def main():\n    b = Box(1)\n    b.__dict__['n'] = b.__dict__['m'] = 1\n    return b.n",
    ] {
        let source = format!("{CLASS}{body}\n");
        let refusal = match Program::from_source("edge.py", &source, &[]) {
            Ok(_) => panic!("loaded:\n{source}"),
            Err(e) => e.text,
        };
        assert!(refusal.contains("`x.__dict__` or `vars(x)`"), "{source}\n{refusal}");
    }
}

/// The writes agents write out on a namespace (an item set or deleted, `pop`, `setdefault`)
/// are made on the object itself, as CPython's live dict makes them: no property or
/// descriptor runs, and a missing key is the dict's `KeyError` or default.
#[test]
fn writes_written_out_on_a_namespace_reach_the_object() {
    let bodies = [
        "def main():\n    b = Box(1)\n    b.double\n    gone = b.__dict__.pop('double', None)\n    b.n = 4\n    return gone, b.double",
        "def main():\n    b = Box(1)\n    vars(b)['n'] = 5\n    return b.n, b.double",
        "def main():\n    b = Box(1)\n    del b.__dict__['n']\n    return hasattr(b, 'n'), vars(b)",
        "def main():\n    b = Box(1)\n    first = b.__dict__.setdefault('m', 2)\n    again = vars(b).setdefault('m', 3)\n    return first, again, b.m",
        "def main():\n    b = Box(1)\n    b.__dict__['double'] = 10\n    return b.double",
        "def main():\n    b = Box(1)\n    try:\n        del b.__dict__['zz']\n    except KeyError as e:\n        return repr(e)",
        "def main():\n    b = Box(1)\n    try:\n        b.__dict__.pop('zz')\n    except KeyError as e:\n        return repr(e), b.__dict__.pop('zz', 'd')",
    ];
    let sources: Vec<String> = bodies.iter().map(|b| format!("{CLASS}{b}\n")).collect();
    same_as_cpython_each(&sources);
}

#[test]
fn reads_of_a_namespace_answer_as_cpython_does() {
    let bodies = [
        "def main():\n    b = Box(2)\n    b.double\n    return sorted(vars(b).items()), b.__dict__.get('double'), 'n' in vars(b)",
        "def main():\n    b = Box(2)\n    copy = dict(b.__dict__)\n    copy['n'] = 9\n    return b.n, copy",
        "def main():\n    b = Box(2)\n    b.double\n    del b.double\n    b.n = 5\n    return b.double",
    ];
    let sources: Vec<String> = bodies.iter().map(|b| format!("{CLASS}{b}\n")).collect();
    same_as_cpython_each(&sources);
}

/// A namespace read into a name and changed afterwards through the object: CPython's live dict
/// sees the change, the copy here does not, so `prove` must not rest on it (the agents64b
/// battery's `d = vars(obj)` then `obj.x = ...`). The dry run still reads it.
#[test]
fn the_prover_refuses_a_namespace_copy() {
    let stale = "def main(n: int):\n    b = Box(1)\n    d = vars(b)\n    b.n = n\n    assert d['n'] == 1\n";
    let source = format!("{CLASS}{stale}");
    let program = Program::from_source("agent.py", &source, &[]).unwrap();
    let report = clauz3::prove(&program, &clauz3::ProveOptions::default());
    assert_eq!(report.conclusion, clauz3::Conclusion::Skipped, "{}", report.line);
    assert!(report.line.contains("an object's namespace (`vars(obj)`, `obj.__dict__`)"), "{}", report.line);
    let through_alias = "def main(n: int):\n    b = Box(n)\n    b.double\n    d = b.__dict__\n    d.pop('double', None)\n    b.n = 0\n    assert b.double == 2 * n\n";
    let program = Program::from_source("agent.py", &format!("{CLASS}{through_alias}"), &[]).unwrap();
    let report = clauz3::prove(&program, &clauz3::ProveOptions::default());
    assert_eq!(report.conclusion, clauz3::Conclusion::Skipped, "{}", report.line);
}
