//! Generated objects of the second round of issue 30, defined at module level in
//! [`OBJECTS_PY`] (written out only when a statement uses them): a context manager class for
//! `with` (its `__exit__` sees the exception raised in the block and suppresses it when asked),
//! a class with `@property` getters and a setter that validates, a small hierarchy dispatched
//! on by `isinstance`, an exception class raised `from` the one caught (its `__cause__` read
//! back), and an `enum.Enum` whose members are compared, named and used as dict keys.

use proptest::prelude::*;
use proptest::sample::select;

/// The classes the statements use, in the program's text before `helper`.
pub const OBJECTS_PY: &str = r#"class Guard:
    def __init__(self, log: list, swallow: bool):
        self.log = log
        self.swallow = swallow

    def __enter__(self):
        self.log.append(1)
        return self

    def __exit__(self, exc_type, exc, tb):
        if exc_type is None:
            self.log.append(2)
        elif issubclass(exc_type, LookupError):
            self.log.append(3)
        else:
            self.log.append(4)
        return self.swallow


class Temp:
    def __init__(self, c: int):
        self._c = c

    @property
    def c(self) -> int:
        return self._c

    @c.setter
    def c(self, v: int) -> None:
        if v < -273:
            raise ValueError("too cold")
        self._c = v

    @property
    def f(self) -> int:
        return self._c * 9 // 5 + 32


class Shape:
    def __init__(self, n: int):
        self.n = n

    def area(self) -> int:
        return 0


class Sq(Shape):
    def area(self) -> int:
        return self.n * self.n


class Circ(Shape):
    def __init__(self, n: int):
        super().__init__(n)
        self.r = n + 1


def measure(sh) -> int:
    if isinstance(sh, Sq):
        return sh.area() + 1
    elif isinstance(sh, Circ):
        return 3 * sh.r
    elif isinstance(sh, (int, str)):
        return -1
    return sh.area()


class AppError(Exception):
    pass


class Color(Enum):
    RED = 1
    GREEN = 2
    BLUE = 3


"#;

/// Whether a body uses the classes (and so needs [`OBJECTS_PY`] and `Enum`'s import).
pub fn uses_objects(body: &str) -> bool {
    ["Guard(", "Temp(", "Sq(", "Circ(", "Shape(", "measure(", "AppError(", "Color"].iter().any(|c| body.contains(c))
}

/// One statement over `main`'s locals; `int` draws int expressions, `str` string ones, `cond`
/// conditions.
pub fn object_stmt(
    int: BoxedStrategy<String>,
    str: BoxedStrategy<String>,
    cond: BoxedStrategy<String>,
) -> BoxedStrategy<String> {
    // What may raise inside a block, and the class it raises.
    let risky = prop_oneof![
        int.clone().prop_map(|e| (format!("x = x // ({e})"), "ZeroDivisionError")),
        int.clone().prop_map(|e| (format!("y = xs[{e}]"), "IndexError")),
        str.clone().prop_map(|e| (format!("y = d[{e}]"), "KeyError")),
        cond.clone().prop_map(|c| (format!("if {c}:\n        raise AppError(\"boom\")"), "AppError")),
    ];
    let swallow = select(vec!["flag", "True", "False", "x > 0", "0", "\"yes\""]);
    let member = select(vec!["RED", "GREEN", "BLUE"]);
    prop_oneof![
        // `with`: `__enter__`'s result bound by `as`, `__exit__` told of the exception and
        // returning whether to suppress it; the log shows which way it went.
        (risky.clone(), swallow).prop_map(|((body, _), keep)| format!(
            "glog = []\nwith Guard(glog, {keep}) as gd:\n    glog.append(len(gd.log) + 10)\n    {body}\n    glog.append(5)\ny = y + sum(glog) + len(glog)"
        )),
        // An exception leaving `with` through an `__exit__` that does not suppress it.
        (risky.clone(), select(vec!["<own>", "Exception", "LookupError"])).prop_map(|((body, own), class)| {
            let class = if class == "<own>" { own } else { class };
            format!(
                "glog = []\ntry:\n    with Guard(glog, False):\n        {}\n    x = x + 1\nexcept {class}:\n    x = x + 100\ny = y + len(glog) + glog[-1]",
                body.replace("\n    ", "\n        ")
            )
        }),
        // Properties: a setter that validates (`ValueError` below -273), getters computing.
        (int.clone(), int.clone(), any::<bool>()).prop_map(|(e, f, guarded)| {
            let set = "tp.c = tp.c + ({f})".replace("{f}", &f);
            let set = if guarded {
                format!("try:\n    {set}\nexcept ValueError:\n    t = t + \"cold\"")
            } else {
                set
            };
            format!("tp = Temp({e})\n{set}\ny = y + tp.f + tp.c")
        }),
        // `isinstance` over a hierarchy, with an override and a tuple of builtin classes.
        (int.clone(), int.clone(), cond.clone()).prop_map(|(e, f, c)| format!(
            "for sh in [Sq({e}), Circ({f}), Shape(1)]:\n    y = y + measure(sh)\nsh = Sq({e}) if {c} else Circ({f})\nif isinstance(sh, Shape) and not isinstance(sh, Sq):\n    x = x + sh.r\nx = x + measure(sh) + measure(t) + sh.area()"
        )),
        // `raise ... from` the exception caught, its `__cause__` read back.
        (risky.clone(), any::<bool>()).prop_map(|((body, own), caught)| {
            let own = if own == "AppError" { "LookupError" } else { own };
            let inner = format!(
                "try:\n    {body}\nexcept {own} as err:\n    raise AppError(\"bad \" + str(x % 100)) from err"
            );
            if caught {
                format!(
                    "try:\n    {}\nexcept AppError as w:\n    t = t + str(w)[:6] + type(w.__cause__).__name__\n    if isinstance(w.__cause__, LookupError):\n        y = y + 1",
                    inner.replace('\n', "\n    ")
                )
            } else {
                inner
            }
        }),
        // Enum members: made from a value, compared by `==` and `is`, named, found in a list.
        (int.clone(), member.clone(), member.clone()).prop_map(|(e, m, n)| format!(
            "col = Color(({e}) % 3 + 1)\ncl = [Color.{m}, col]\nif col == Color.GREEN or col is Color.{n}:\n    y = y + col.value\nif Color.{m} in cl[1:]:\n    x = x + 1\nt = t + col.name + str(cl.index(col))"
        )),
        // Members as dict keys (the prover skips a dict keyed by objects; CPython and the
        // interpreter are still held against each other on sampled inputs).
        (int.clone(), member).prop_map(|(e, m)| format!(
            "col = Color(({e}) % 3 + 1)\ncd = {{Color.{m}: 0}}\ncd[col] = cd.get(col, 0) + 1\ny = y + len(cd) + cd[Color.{m}]"
        )),
        // A value no member has (`ValueError`), a name lookup, and iteration over the class.
        (int, str).prop_map(|(e, s)| format!(
            "try:\n    col = Color({e})\nexcept ValueError:\n    col = Color.RED\ny = y + sum(cm.value for cm in Color)\nif {s} in Color.__members__:\n    t = t + Color[{s}].name\nx = x + col.value + len(Color)"
        )),
    ]
    .boxed()
}
