//! `obj.__dict__` and `vars(obj)` are read into a new dict here, where CPython gives the live
//! namespace: a write written out on one (a mutating method, an item assigned or deleted) is
//! refused at load rather than silently lost, while reads still answer as CPython does.

mod cpython_common;

use clauz3::Program;
use cpython_common::same_as_cpython_each;

const CLASS: &str = "from functools import cached_property\n\n\nclass Box:\n    def __init__(self, n):\n        self.n = n\n\n    @cached_property\n    def double(self):\n        return self.n * 2\n\n\n";

#[test]
fn writes_through_a_namespace_copy_are_refused() {
    for body in [
        "def main():\n    b = Box(1)\n    b.double\n    b.__dict__.pop('double', None)\n    return b.double",
        "def main():\n    b = Box(1)\n    vars(b)['n'] = 5\n    return b.n",
        "def main():\n    b = Box(1)\n    del b.__dict__['n']\n    return 0",
        "def main():\n    b = Box(1)\n    b.__dict__.update(n=3)\n    return b.n",
        "def main():\n    b = Box(1)\n    vars(b).clear()\n    return 0",
        "def main():\n    b = Box(1)\n    b.__dict__.setdefault('m', 2)\n    return 0",
        "def main():\n    b = Box(1)\n    b.__dict__['n'] += 1\n    return b.n",
    ] {
        let source = format!("{CLASS}{body}\n");
        let refusal = match Program::from_source("edge.py", &source, &[]) {
            Ok(_) => panic!("loaded:\n{source}"),
            Err(e) => e.text,
        };
        assert!(refusal.contains("`x.__dict__` or `vars(x)`"), "{source}\n{refusal}");
    }
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
