//! Functions as objects: the attributes CPython gives them, the ones a program assigns, and
//! the wrappers `functools` makes, each compared with CPython (`main()`'s result, or the
//! exception that left it); the dunders of values clauz3 does not model are refused.

mod cpython_common;

use cpython_common::{clauz3, same_as_cpython_each};

fn programs(bodies: &[&str]) -> Vec<String> {
    bodies.iter().map(|b| format!("import functools\n\n\n{b}\n")).collect()
}

#[test]
fn functions_answer_their_attributes_as_cpython_does() {
    same_as_cpython_each(&programs(&[
        "def f(a, b=2, *c, d=3, e, **k):\n    'Doc.'\n    return a\n\n\ndef main():\n    return (f.__name__, f.__qualname__, f.__doc__, f.__defaults__, f.__kwdefaults__, vars(f))",
        "def main():\n    def inner(x, y=[]):\n        return x\n    g = lambda: 0\n    return inner.__qualname__, inner.__defaults__, g.__name__, g.__qualname__, g.__doc__",
        "def main():\n    def job():\n        pass\n    job.__name__ = 'extract'\n    job.__qualname__ = 'Batch.extract'\n    job.__doc__ = 'Pull rows.'\n    return job.__name__, job.__qualname__, job.__doc__, vars(job)",
        "def main():\n    def job():\n        pass\n    job.__name__ = 7\n    return 0",
        "def main():\n    def job():\n        pass\n    return job.missing",
        "def main():\n    def job():\n        pass\n    return getattr(job, '__wrapped__', 'none'), hasattr(job, 'calls')",
        "class K:\n    def m(self):\n        'M.'\n\n\ndef main():\n    K.m.tag = 1\n    k = K()\n    return k.m.__name__, k.m.__doc__, k.m.tag, vars(k.m)",
        "class K:\n    def m(self):\n        pass\n\n\ndef main():\n    K().m.tag = 1\n    return 0",
        "def main():\n    return getattr([], '__wrapped__', 'none'), getattr(len, '__defaults__', 'none')",
    ]));
}

#[test]
fn wraps_and_update_wrapper_copy_what_cpython_copies() {
    same_as_cpython_each(&programs(&[
        "def deco(fn):\n    @functools.wraps(fn)\n    def wrapper(*a):\n        return fn(*a) + 1\n    return wrapper\n\n\n@deco\ndef add(a, b):\n    'Add.'\n    return a + b\n\n\ndef main():\n    return add(1, 2), add.__name__, add.__doc__, add.__wrapped__(1, 2), sorted(vars(add))",
        "def tagged(fn):\n    fn.tag = 'x'\n    return fn\n\n\n@tagged\ndef base():\n    pass\n\n\ndef main():\n    def w():\n        pass\n    functools.update_wrapper(w, base, assigned=('__name__',), updated=())\n    return w.__name__, w.__wrapped__ is base, hasattr(w, 'tag'), w.__doc__",
        "def main():\n    p = functools.partial(functools.partial(max, 3), 9, key=abs)\n    return p.func is max, p.args, p.keywords, p(-12)",
        "@functools.lru_cache(maxsize=None)\ndef sq(n):\n    'Square.'\n    return n * n\n\n\ndef main():\n    return sq(3), sq.__name__, sq.__doc__, sq.__wrapped__(4), sq.cache_info().misses",
    ]));
}

#[test]
fn dunders_clauz3_cannot_answer_are_refused_where_they_are_read() {
    for (body, why) in [
        ("def main():\n    return [].__doc__", "`__doc__` of a value that is not a function or class of the program"),
        (
            "from typing import NamedTuple\n\n\nclass P(NamedTuple):\n    x: int\n\n\ndef main():\n    return P(1).__doc__",
            "`__doc__` of `P`, which CPython writes from its fields",
        ),
        ("def main():\n    return getattr(main, '__globals__')", "the function attribute `__globals__`"),
        ("def main():\n    return functools.reduce.__defaults__", "of a function that clauz3's model of `functools` made"),
    ] {
        let source = format!("import functools\n\n\n{body}\n");
        let got = clauz3(&source);
        assert!(got.starts_with("!Unsupported") && got.contains(why), "{source}\n{got}");
    }
}

#[test]
fn a_function_assigned_to_a_class_is_bound_when_read_through_an_instance() {
    // It used to be returned unbound, so `self` was missing from the call.
    same_as_cpython_each(&programs(&[
        "class C:\n    handler = None\n\n\ndef f(self=None):\n    return 'bound' if self is not None else 'plain'\n\n\ndef main():\n    C.handler = f\n    c = C()\n    return c.handler(), C.handler(), c.handler.__name__, vars(c)",
        "class C:\n    fmt = None\n\n\ndef make(prefix):\n    def fmt(self, e, sep=':'):\n        return prefix + sep + e\n    return fmt\n\n\ndef main():\n    C.fmt = make('P')\n    return C().fmt('y'), C().fmt.__defaults__",
    ]));
    let got = clauz3("class C:\n    fmt = None\n\n\ndef main():\n    def fmt(self):\n        pass\n    fmt.tag = 1\n    C.fmt = fmt\n    return C().fmt.tag\n");
    assert!(
        got.starts_with("!Unsupported") && got.contains("a method bound from a function made inside another"),
        "{got}"
    );
}
