"""Writes src/interp/methods/arity/table.rs: how CPython 3.11 words a wrong number of arguments,
or an unexpected keyword, given to each method of the builtin types clauz3 models, called as
`obj.method(...)`; and with `programs DIR`, the everyday programs that compare the whole table
with clauz3 (`DIR/method_arity_<type>.py`). Each method's messages are probed by calling it with
0 to 6 `None`s and with an unknown keyword, and the table is checked against CPython over more
shapes (keywords with too many or too few positional arguments) before anything is written. Run with python3.11:
`python3 scripts/method-arity.py > src/interp/methods/arity/table.rs;
python3 scripts/method-arity.py programs tests/data/everyday/misc61`."""
import collections  # noqa: F401 (the receivers' expressions name it)
import inspect
import pathlib
import re
import sys

# The receivers, as a program writes them, by CPython's type name.
RECEIVERS = {
    "str": '"a"',
    "bytes": 'b"a"',
    "bytearray": 'bytearray(b"a")',
    "list": "[1]",
    "tuple": "(1,)",
    "dict": "{1: 2}",
    "set": "{1}",
    "frozenset": "frozenset({1})",
    "deque": "collections.deque([1])",
    "Counter": 'collections.Counter("a")',
    "OrderedDict": "collections.OrderedDict(a=1)",
    "defaultdict": "collections.defaultdict(int)",
    "int": "(5)",
    "bool": "True",
    "float": "1.5",
}

# Methods clauz3 names but does not have on this type: left out of the programs.
UNMODELLED = set()

MOST = 6

ARITY = [
    r"takes no arguments \(\d+ given\)$",
    r"takes exactly one argument \(\d+ given\)$",
    r"expected (at least |at most )?\d+ arguments?, got \d+$",
    r"takes (at least|at most|exactly) \d+ (positional )?arguments? \(\d+ given\)$",
    r"missing required argument '\w+' \(pos \d+\)$",
    r"takes no positional arguments$",
    r"takes \d+ positional arguments? but \d+ were given$",
    r"takes from \d+ to \d+ positional arguments but \d+ were given$",
    r"missing \d+ required positional arguments?: .*$",
]


KEYWORD = [r"takes no keyword arguments$", r"is an invalid keyword argument for", r"unexpected keyword argument"]


def message(text, patterns=ARITY):
    """CPython's `TypeError` text for evaluating `text`, or None when it is not one `patterns`
    match."""
    try:
        eval(text)
    except TypeError as e:
        m = str(e)
        return m if any(re.search(p, m) for p in patterns) else None
    except Exception:
        return None
    return None


def call(recv, name, n, kw=""):
    args = ", ".join(["None"] * n + ([f"{kw}=1"] if kw else []))
    return f"{RECEIVERS[recv]}.{name}({args})"


# Methods whose text signature `inspect` cannot read.
KEYWORD_NAMES = {"hex": ("sep", "bytes_per_sep")}


def keyword_names(t, name):
    """The names a method takes by keyword, `None` for any, `()` for none known."""
    if t in (bytes, bytearray) and name in KEYWORD_NAMES:
        return KEYWORD_NAMES[name]
    try:
        sig = inspect.signature(getattr(t, name))
    except (ValueError, TypeError):
        return None
    kinds = inspect.Parameter
    if any(p.kind == kinds.VAR_KEYWORD for p in sig.parameters.values()):
        return None
    return tuple(
        p.name for p in sig.parameters.values() if p.kind in (kinds.POSITIONAL_OR_KEYWORD, kinds.KEYWORD_ONLY)
        and p.name != "self"
    )


def probe(recv, name):
    """(min, max, few, many, kw) for one method, or None when it takes any number."""
    said = [message(call(recv, name, n)) for n in range(MOST + 1)]
    fine = [n for n, m in enumerate(said) if m is None]
    if not fine or len(fine) == MOST + 1:
        return None
    lo, hi = fine[0], fine[-1]
    if fine != list(range(lo, hi + 1)):
        raise SystemExit(f"{recv}.{name}: accepted counts {fine} are not a range")
    few = said[:lo]
    many = said[hi + 1:]
    kw = message(call(recv, name, lo, "bogus"), KEYWORD + ARITY)
    return lo, hi, few, many, kw


def template(text, n):
    return text.replace(f"({n} given)", "({n} given)").replace(f"got {n}", "got {n}").replace(
        f"but {n + 1} were given", "but {n1} were given")


def render(tpl, n):
    return tpl.replace("{n}", str(n)).replace("{n1}", str(n + 1))


def entries():
    for recv in RECEIVERS:
        t = type(eval(RECEIVERS[recv]))
        for name in sorted(n for n in dir(t) if not n.startswith("_")):
            if not callable(getattr(t, name)):
                continue
            found = probe(recv, name)
            if found is None:
                continue
            lo, hi, few, many, kw = found
            many_tpl = template(many[-1], MOST) if many else ""
            for i, m in enumerate(many):
                n = hi + 1 + i
                if render(many_tpl, n) != m and i == len(many) - 1:
                    raise SystemExit(f"{recv}.{name}: {m!r} is not {many_tpl!r}")
            # Earlier counts past the maximum that CPython words otherwise (`sort`).
            many_fixed = [m for i, m in enumerate(many) if render(many_tpl, hi + 1 + i) != m]
            names = keyword_names(t, name)
            if kw is not None and "unexpected keyword argument" in kw:
                kw_tpl, kind = kw.replace("bogus", "{k}"), "Python"
            elif kw is not None and "bogus" in kw:
                kw_tpl, kind = kw.replace("bogus", "{k}"), "Named"
            elif kw is not None:
                kw_tpl, kind = kw, "None"
            else:
                kw_tpl, kind = "", "Any"
            yield recv, name, lo, hi, few, many_tpl, many_fixed, kind, kw_tpl, names or ()


def simulate(entry, n, kws):
    """What clauz3's `Arity::check` (src/interp/methods/arity.rs) says for `n` positional
    arguments and keywords `kws`: the message, or None."""
    lo, hi, few, many_tpl, many_fixed, kind, kw_tpl, names = entry
    if kws and kind == "None":
        return kw_tpl.replace("{k}", kws[0])
    unknown = [k for k in kws if k not in names]
    if unknown and kind == "Python":
        return kw_tpl.replace("{k}", unknown[0])
    named = kind == "Named"
    most = max(hi, len(names)) if named else hi
    total = n + len(kws)
    counted = total if named and total > most else n
    if counted > hi:
        i = counted - hi - 1
        return many_fixed[i] if i < len(many_fixed) else render(many_tpl, counted)
    if n < lo:
        only_positional = max(hi, len(names)) - len(names)
        by_name = kind in ("Named", "Python") and all(
            i >= only_positional and names[i - only_positional] in kws for i in range(n, lo))
        if not by_name:
            return few[n] if n < len(few) else render(many_tpl, n)
    if unknown and named:
        return kw_tpl.replace("{k}", unknown[0])
    return None


def verify(recv, name, entry):
    """Compares `simulate` with CPython over positional counts, an unknown keyword and the
    method's own keyword names; exits naming the first difference."""
    lo, hi, *_, names = entry
    shapes = [(n, []) for n in range(MOST + 1)]
    shapes += [(n, ["bogus"]) for n in (lo, hi, hi + 1)]
    shapes += [(n, [k]) for k in names for n in (0, lo, hi)]
    for n, kws in shapes:
        args = ", ".join(["None"] * n + [f"{k}=None" for k in kws])
        text = f"{RECEIVERS[recv]}.{name}({args})"
        want = message(text, ARITY + KEYWORD)
        got = simulate(entry, n, kws)
        if want != got and not (want is None and got is None):
            raise SystemExit(f"{text}: CPython says {want!r}, the table {got!r}")


# CPython's type name to clauz3's `ReceiverType`: `bool`'s methods are `int`'s (checked equal);
# a `defaultdict` is a `Dict`, its few own messages under `defaultdict_arity`.
RECEIVER_TYPES = {
    "str": "Str", "bytes": "Bytes", "bytearray": "Bytearray", "list": "List", "tuple": "Tuple",
    "dict": "Dict", "set": "Set", "frozenset": "Frozenset", "deque": "Deque", "Counter": "Counter",
    "OrderedDict": "OrderedDict", "int": "Int", "float": "Float",
}


def methods():
    """clauz3's `Method` variants by Python name, read from src/ir/library.rs."""
    text = (pathlib.Path(__file__).parent.parent / "src/ir/library.rs").read_text()
    body = text[text.index("pub enum Method {"):]
    body = body[:body.index("\n    }\n")]
    return dict((n, v) for v, n in re.findall(r'(\w+) => "(\w+)"', body))


def rust_str(s):
    return '"' + s.replace("\\", "\\\\").replace('"', '\\"') + '"'


def rust_arity(lo, hi, few, many_tpl, many_fixed, kind, kw_tpl, names):
    few_s = ", ".join(rust_str(f) for f in few)
    fixed_s = ", ".join(rust_str(f) for f in many_fixed)
    if kind == "Python":
        kw = f"Keywords::Python(&[{', '.join(rust_str(x) for x in names)}], {rust_str(kw_tpl)})"
    elif kind == "Named":
        kw = f"Keywords::Named(&[{', '.join(rust_str(x) for x in names)}], {rust_str(kw_tpl)})"
    elif kind == "None":
        kw = f"Keywords::Refused({rust_str(kw_tpl)})"
    else:
        kw = "Keywords::Any"
    return (f"Arity {{ min: {lo}, max: {hi}, few: &[{few_s}], many_first: &[{fixed_s}], "
            f"many: {rust_str(many_tpl)}, keywords: {kw} }}")


def write_table():
    variants = methods()
    table = {}
    for recv, name, *rest in entries():
        verify(recv, name, rest)
        table[(recv, name)] = rest
    for (recv, name), rest in table.items():
        if recv == "bool" and rest != table[("int", name)]:
            raise SystemExit(f"bool.{name} is worded otherwise than int.{name}")
    print("//! Generated by `scripts/method-arity.py` from CPython 3.11: do not edit.")
    print()
    print("use super::{Arity, Keywords};")
    print("use crate::ir::{Method, ReceiverType};")
    print()
    print("/// How CPython words a wrong call of `receiver.method(...)` of the type.")
    print("#[rustfmt::skip]")
    print("pub(super) fn arity(owner: ReceiverType, method: Method) -> Option<Arity> {")
    print("    Some(match (owner, method) {")
    for (recv, name), rest in table.items():
        if recv in RECEIVER_TYPES and name in variants:
            print(f"        (ReceiverType::{RECEIVER_TYPES[recv]}, Method::{variants[name]}) => {rust_arity(*rest)},")
    print("        _ => return None,")
    print("    })")
    print("}")
    print()
    print("/// Where a `defaultdict`'s method is worded otherwise than a dict's.")
    print("#[rustfmt::skip]")
    print("pub(super) fn defaultdict_arity(method: Method) -> Option<Arity> {")
    print("    Some(match method {")
    for (recv, name), rest in table.items():
        if recv == "defaultdict" and name in variants and rest != table.get(("dict", name)):
            print(f"        Method::{variants[name]} => {rust_arity(*rest)},")
    print("        _ => return None,")
    print("    })")
    print("}")


def write_programs(out):
    by_recv = collections.defaultdict(list)
    for recv, name, lo, hi, few, many_tpl, many_fixed, kind, kw_tpl, names in entries():
        if (recv, name) in UNMODELLED or name not in methods():
            continue
        cases = [call(recv, name, n) for n in range(lo)]
        cases += [call(recv, name, n) for n in range(hi + 1, min(hi + 3, MOST + 1))]
        if kind != "Any":
            cases.append(call(recv, name, lo, "bogus"))
        if kind in ("Named", "Python"):
            cases.append(call(recv, name, hi + 1, "bogus"))
        by_recv[recv] += cases
    for recv, cases in by_recv.items():
        lines = [f'"""CPython\'s TypeError for each wrong call of a `{recv}` method, generated by',
                 'scripts/method-arity.py."""', "import collections", "", "CASES = ["]
        lines += [f"    lambda: {c}," for c in cases]
        lines += ["]", "", "", "def main():", "    for case in CASES:", "        try:", "            case()",
                  "        except TypeError as e:", "            print(e)", "        else:", '            print("no error")',
                  "", "", 'if __name__ == "__main__":', "    main()", ""]
        (pathlib.Path(out) / f"method_arity_{recv}.py").write_text("\n".join(lines))


if __name__ == "__main__":
    if sys.argv[1:2] == ["programs"]:
        write_programs(sys.argv[2])
    else:
        write_table()
