//! Decorators on methods (issue 29): the program's own, with arguments, class-based, stacked,
//! under `@staticmethod`/`@classmethod`/`@property`, with `@contextmanager`, `functools.cache`
//! and `lru_cache`, `functools.singledispatchmethod`, and functions computed into a class
//! attribute, each compared with CPython (`main()`'s result, or the exception that left it);
//! what is still refused names the decorator where it is written.

mod cpython_common;

use clauz3::Program;
use cpython_common::same_as_cpython_each;

const DECORATORS: &str = "import functools
from contextlib import contextmanager

CALLS = []


def logged(fn):
    @functools.wraps(fn)
    def wrapper(*args, **kwargs):
        CALLS.append(fn.__name__)
        return fn(*args, **kwargs)
    return wrapper


def scaled(factor):
    def deco(fn):
        def wrapper(self, x):
            return fn(self, x) * factor
        return wrapper
    return deco


class Counted:
    def __init__(self, fn):
        self.fn = fn
        self.calls = 0

    def __call__(self, *args):
        self.calls += 1
        return self.fn(*args)
";

fn programs(bodies: &[&str]) -> Vec<String> {
    bodies.iter().map(|b| format!("{DECORATORS}\n\n{b}\n")).collect()
}

#[test]
fn the_programs_decorators_run_once_when_the_class_is_made() {
    same_as_cpython_each(&programs(&[
        // Plain, with arguments, stacked; `Class.m(obj)` and names through `functools.wraps`.
        "class A:\n    @logged\n    @scaled(3)\n    def f(self, x):\n        return x + 1\n\n\ndef main():\n    a = A()\n    return a.f(1), A.f(a, 2), A.f.__name__, CALLS",
        // The decorator runs once, before any instance exists.
        "MADE = []\n\n\ndef once(fn):\n    MADE.append(fn.__qualname__)\n    return fn\n\n\nclass B:\n    @once\n    def g(self):\n        return 1\n\n\ndef main():\n    b1, b2 = B(), B()\n    return b1.g() + b2.g(), MADE",
        // A class-based decorator's instance is not bound: no `self` is passed.
        "class C:\n    @Counted\n    def twice(x):\n        return 2 * x\n\n\ndef main():\n    c = C()\n    return c.twice(4), C.twice(5), C.twice.calls",
        "class C:\n    @Counted\n    def m(self, x):\n        return x\n\n\ndef main():\n    return C().m(1)",
        // `super().m()` and overriding calls reach the decorated value.
        "class P:\n    @scaled(2)\n    def v(self, x):\n        return x\n\n\nclass Q(P):\n    @scaled(10)\n    def v(self, x):\n        return super().v(x) + 1\n\n\ndef main():\n    return Q().v(3), P().v(3)",
        // A function computed into a class attribute is bound through an instance.
        "def make(tag):\n    def handler(self, m):\n        return tag + m\n    return handler\n\n\nclass H:\n    warn = make('W:')\n\n\ndef main():\n    return H().warn('x'), H.warn(None, 'y')",
        // A decorated override of a plain method, and a plain override of a decorated one.
        "def loud(fn):\n    def wrapper(self, x):\n        return fn(self, x).upper()\n    return wrapper\n\n\nclass Base:\n    def step(self, x):\n        return 'base ' + x\n\n    @loud\n    def other(self, x):\n        return 'o ' + x\n\n\nclass Child(Base):\n    @loud\n    def step(self, x):\n        return super().step(x) + '!'\n\n    def other(self, x):\n        return 'plain ' + x\n\n\ndef main():\n    c, b = Child(), Base()\n    return c.step('a'), b.step('b'), c.other('c'), b.other('d'), Child.step(c, 'e')",
        // A decorator the module computed.
        "triple = scaled(3)\n\n\nclass T:\n    @triple\n    def f(self, x):\n        return x\n\n\ndef main():\n    return T().f(2)",
    ]));
}

#[test]
fn builtin_decorators_over_the_programs_keep_their_binding() {
    same_as_cpython_each(&programs(&[
        "class S:\n    @staticmethod\n    @logged\n    def add(a, b):\n        return a + b\n\n\ndef main():\n    return S.add(1, 2), S().add(3, 4), CALLS",
        "class K:\n    def __init__(self, v):\n        self.v = v\n\n    @classmethod\n    @logged\n    def make(cls, v):\n        return cls(v)\n\n\nclass L(K):\n    pass\n\n\ndef main():\n    return type(L.make(1)).__name__, K.make(2).v, CALLS",
        "class R:\n    def __init__(self):\n        self._w = 2\n\n    @property\n    @scaled(5)\n    def width(self, *_):\n        return self._w\n\n    @width.setter\n    def width(self, v):\n        self._w = v\n\n\ndef main():\n    r = R()\n    r.width = 4\n    return r.width",
        "class D:\n    def __init__(self):\n        self.log = []\n\n    @contextmanager\n    @logged\n    def span(self, name):\n        self.log.append(name)\n        yield name\n        self.log.append('/' + name)\n\n\ndef main():\n    d = D()\n    with d.span('a') as n:\n        d.log.append(n.upper())\n    return d.log, CALLS",
    ]));
}

#[test]
fn cached_methods_are_keyed_by_the_instance_too() {
    same_as_cpython_each(&programs(&[
        "class Book:\n    def __init__(self, k):\n        self.k = k\n        self.misses = 0\n\n    @functools.cache\n    def price(self, n):\n        self.misses += 1\n        return n * self.k\n\n    @functools.lru_cache(maxsize=1)\n    def tax(self, n):\n        self.misses += 1\n        return n + self.k\n\n\ndef main():\n    a, b = Book(2), Book(3)\n    r = [a.price(1), a.price(1), b.price(1), a.tax(1), a.tax(2), a.tax(1)]\n    return r, a.misses, b.misses",
    ]));
}

#[test]
fn singledispatchmethod_chooses_by_the_argument_after_the_receiver() {
    same_as_cpython_each(&programs(&[
        "class Fmt:\n    @functools.singledispatchmethod\n    def show(self, v):\n        return 'any'\n\n    @show.register\n    def _(self, v: int):\n        return 'int'\n\n    @show.register(list)\n    def _(self, v):\n        return 'list'\n\n\ndef main():\n    f = Fmt()\n    return f.show(1), f.show(True), f.show([1]), f.show('s'), f.show(1.0)",
        "class Fmt:\n    @functools.singledispatchmethod\n    def show(self, v):\n        return 'any'\n\n\ndef main():\n    return Fmt().show()",
    ]));
}

#[test]
fn a_decorated_special_method_is_refused_where_it_is_written() {
    // Split like other methods, `__init__` would have been read under a hidden name and
    // never run.
    let source = "def logged(fn):\n    return fn\n\n\nclass T:\n    @logged\n    def __init__(self):\n        self.x = 1\n\n\ndef main():\n    return T().x\n";
    let error = match Program::from_source("edge.py", source, &[]) {
        Ok(_) => panic!("a decorated `__init__` was accepted"),
        Err(e) => e.text,
    };
    assert!(
        error.starts_with(
            "error[unsupported]: a decorator on the special method `__init__` (call a decorated helper method from it)"
        ) && error.contains(" --> edge.py:6:6"),
        "{error}"
    );
}

#[test]
fn decorators_outside_the_program_are_refused_where_they_are_written() {
    let source = "from typing import final\n\n\nclass T:\n    @final\n    def f(self):\n        return 1\n\n\ndef main():\n    return T().f()\n";
    let error = match Program::from_source("edge.py", source, &[]) {
        Ok(_) => panic!("`@final` on a method was accepted"),
        Err(e) => e.text,
    };
    assert!(
        error.starts_with(
            "error[unsupported]: a method decorator other than the program's own (a module-level function, class or name)"
        ) && error.contains(" --> edge.py:5:6"),
        "{error}"
    );
}
