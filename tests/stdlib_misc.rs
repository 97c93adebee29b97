//! Small standard-library pieces agent programs reach for (issues 29/30), each as CPython 3.11
//! runs it: `string.Template`, `functools.cmp_to_key`, and `@lru_cache`/`@cache` functions
//! with `cache_info()`/`cache_clear()`; and proofs through them on symbolic values.

mod cpython_common;

use clauz3::{prove, Conclusion, Program, ProveOptions};

#[test]
fn string_templates_substitute_as_in_cpython() {
    let exprs = [
        "T('Hi $name, ${what}!').substitute(name='Ana', what='hello')",
        "T('Hi $name').substitute({'name': 'Bo'})",
        "T('$x and $x').substitute({'x': 1}, x=2)",
        "T('$x $y').substitute({'x': 1}, y=[2])",
        "T('$$ costs $$$n').substitute(n=5)",
        "T('${x}y $x_1').substitute(x=1, x_1=2)",
        "T('$Abc $_').substitute(Abc='A', _='u')",
        "T('abc $ x').substitute(x=1)",
        "T('ab\\nc $').substitute()",
        "T('a\\n\\nbc $1').substitute()",
        "T('${x }').substitute(x=1)",
        "T('${x }').safe_substitute(x=1)",
        "T('$x $y $').safe_substitute(x=1)",
        "T('$x ${y} $$').safe_substitute({})",
        "T('$x').substitute({}, {})",
        "T('$x').safe_substitute({}, {}, {})",
        "T('$x').substitute(5)",
        "T(5).substitute()",
        "T(5).template",
        "T('$a $b ${c} $a $$d $').get_identifiers()",
        "T('$a $').is_valid()",
        "T('$a ${b}').is_valid()",
        "T('$\u{e9}t\u{e9}').safe_substitute()",
        "T('$\u{e9}').is_valid()",
        "T('x$y').template",
        "(T.delimiter, T.idpattern, T.braceidpattern)",
        "T('$n%').substitute(n=T('z').template)",
    ];
    let source = cpython_common::outcomes_of("from string import Template as T", &exprs);
    cpython_common::same_as_cpython(&source);
}

#[test]
fn string_module_has_both_halves() {
    let programs = [
        "import string\n\ndef main():\n    t = string.Template('$a-$b')\n    return t.substitute(a=string.capwords('x y'), b=string.digits[:3])\n",
        "from string import Template, ascii_lowercase, capwords\n\ndef main():\n    return Template('$l').substitute(l=ascii_lowercase), capwords('a b')\n",
        "from string import Template\n\ndef main():\n    try:\n        Template('$who').substitute(other=1)\n    except KeyError as err:\n        return 'missing ' + str(err)\n",
        "from string import Template\n\nclass Row:\n    def __getitem__(self, key):\n        return key.upper()\n\ndef main():\n    t = Template('$a/$b')\n    t.template = '$b/$a'\n    return t.substitute(Row()), t.safe_substitute(Row(), a=1)\n",
    ];
    let sources: Vec<String> = programs.iter().map(|s| (*s).to_owned()).collect();
    cpython_common::same_as_cpython_each(&sources);
}

#[test]
fn cmp_to_key_orders_as_in_cpython() {
    let exprs = [
        "sorted([3, 1, 2], key=cmp_to_key(lambda a, b: b - a))",
        "sorted(['pear', 'fig', 'kiwi', 'apple'], key=cmp_to_key(by_len))",
        "sorted(['1.10', '1.2', '0.9', '1.2.1'], key=cmp_to_key(versions), reverse=True)",
        "min([3, 1, 2], key=K)",
        "max([3, 1, 2], key=K)",
        "(K(1) < K(2), K(1) <= K(1), K(2) > K(1), K(1) >= K(2), K(1) == K(1), K(1) != K(1))",
        "K(1) < 2",
        "K(1) == 2",
        "K(1) != 'x'",
        "K()",
        "K(1, 2)",
        "K(x=1)",
        "K(obj=4).obj",
        "K(7).obj",
        "K.obj",
        "type(K).__name__",
        "cmp_to_key(1)(2) < cmp_to_key(1)(3)",
        "K(1) < K('a')",
        "cmp_to_key(lambda a, b: 'x')(1) < K(2)",
        "items_sorted()",
    ];
    let imports = "from functools import cmp_to_key\n\n\ndef by_len(a, b):\n    if len(a) != len(b):\n        return len(a) - len(b)\n    return (a > b) - (a < b)\n\n\ndef versions(a, b):\n    pa = [int(x) for x in a.split('.')]\n    pb = [int(x) for x in b.split('.')]\n    return (pa > pb) - (pa < pb)\n\n\nK = cmp_to_key(lambda a, b: a - b)\n\n\ndef items_sorted():\n    items = [(2, 'b'), (1, 'z'), (2, 'a')]\n    items.sort(key=cmp_to_key(lambda x, y: x[0] - y[0]))\n    return items\n";
    let source = cpython_common::outcomes_of(imports, &exprs);
    cpython_common::same_as_cpython(&source);
}

#[test]
fn lru_caches_count_and_evict_as_in_cpython() {
    let programs = [
        "from functools import lru_cache\n\n@lru_cache(maxsize=2)\ndef f(x):\n    return x * 2\n\ndef main():\n    f(1); f(2); f(1); f(3); f(2)\n    first = (f.cache_info(), f.cache_parameters())\n    f.cache_clear()\n    return first, f.cache_info(), f(4)\n",
        "from functools import lru_cache\n\n@lru_cache(typed=True)\ndef g(x):\n    return x\n\n@lru_cache()\ndef h(x):\n    return x\n\ndef main():\n    for v in (1, 1.0, True, 1):\n        g(v)\n        h(v)\n    return g.cache_info(), h.cache_info()\n",
        "from functools import cache\n\n@cache\ndef h(x):\n    return x\n\ndef main():\n    h(1); h(1); h(x=1)\n    info = h.cache_info()\n    return info, type(info).__name__, info.hits, info[1], tuple(info), isinstance(info, tuple), info.maxsize\n",
        "import functools\n\n@functools.lru_cache(maxsize=0)\ndef z(x):\n    return x\n\n@functools.lru_cache(maxsize=-3)\ndef w(x):\n    return x\n\n@functools.lru_cache\ndef q(x):\n    return x\n\ndef main():\n    z(1); z(1); w(2)\n    return z.cache_info(), w.cache_info(), q.cache_info(), type(q).__name__\n",
        "from functools import lru_cache\n\ndef main():\n    out = []\n    for make in (lambda: lru_cache('x'), lambda: lru_cache(1)(5), lambda: lru_cache(None)(lambda xs: len(xs))([1])):\n        try:\n            out.append(make())\n        except TypeError as e:\n            out.append(str(e))\n    return out\n",
        "from functools import lru_cache\n\n@lru_cache(maxsize=None)\ndef fib(n):\n    return n if n < 2 else fib(n - 1) + fib(n - 2)\n\ndef main():\n    value = fib(60)\n    return value, fib.cache_info()\n",
        "from functools import lru_cache\n\n@lru_cache(maxsize=3)\ndef fib(n):\n    return n if n < 2 else fib(n - 1) + fib(n - 2)\n\ndef main():\n    value = fib(25)\n    return value, fib.cache_info()\n",
        "from functools import lru_cache\n\ndef main():\n    @lru_cache(maxsize=2)\n    def sq(x):\n        return x * x\n    total = sum(sq(i % 3) for i in range(10))\n    return total, sq.cache_info()\n",
    ];
    let sources: Vec<String> = programs.iter().map(|s| (*s).to_owned()).collect();
    cpython_common::same_as_cpython_each(&sources);
}

/// The modules' classes live beside the program's: a program class of the same name is its
/// own, and both halves of each module answer through `import m` too.
const SHARED_NAMES: &str = r#"import functools
import string


class CacheInfo:
    def __init__(self, n):
        self.n = n

    def __repr__(self):
        return f"Mine({self.n})"


class Template:
    pass


@functools.lru_cache(maxsize=1)
def sq(x, y=1):
    return x * x * y


def main():
    key = functools.cmp_to_key(lambda a, b: len(a) - len(b))
    words = ["ccc", "a", "bb"]
    words.sort(key=key, reverse=True)
    first = (words, CacheInfo(3), Template.__name__, string.Template("$a").substitute(a=1))
    second = (sq(2), sq(2, y=3), sq(2), sq.cache_info(), f"{sq.cache_info().hits}")
    return first, second, string.Template("$x").get_identifiers(), string.capwords("ab cd"), sq.cache_parameters()
"#;

#[test]
fn module_classes_live_beside_the_programs() {
    cpython_common::same_as_cpython(SHARED_NAMES);
}

fn conclusion_of(name: &str, source: &str) -> Conclusion {
    let program = Program::from_source(name, source, &[]).unwrap_or_else(|e| panic!("{}", e.text));
    let r = prove(&program, &ProveOptions::default());
    assert!(r.conclusion != Conclusion::Failed || r.replay.as_deref() == Some("reproduced"), "{}", r.line);
    r.conclusion
}

const SORTED_BY_CMP: &str = r#"from functools import cmp_to_key


def descending(a, b):
    return b - a


def main(n: int) -> None:
    if 0 <= n <= 3:
        ordered = sorted([2, n, 1], key=cmp_to_key(descending))
        assert ordered[0] >= ordered[1] >= ordered[2]
        assert ordered[0] == max(2, n)
"#;

#[test]
fn sorting_by_a_comparison_proves_on_symbolic_items() {
    assert_eq!(conclusion_of("sorted_by_cmp.py", SORTED_BY_CMP), Conclusion::Proved);
    let wrong = SORTED_BY_CMP.replace("ordered[0] == max(2, n)", "ordered[0] == 2");
    assert_eq!(conclusion_of("sorted_by_cmp.py", &wrong), Conclusion::Failed);
}

const CACHED_SQUARE: &str = r#"from functools import lru_cache


@lru_cache(maxsize=None)
def square(x):
    return x * x


def main(n: int) -> None:
    if -10 <= n <= 10:
        assert square(3) == 9
        assert square(n) >= 0
        assert square(n) == n * n
"#;

/// A cache stores results under the call's arguments: a lone int is its own key, which the
/// prover's dicts hold as a term, so a cached function proves as the uncached one does; a key
/// of several terms is a tuple holding them, which no lone int equals, so it proves (and
/// fails) too.
#[test]
fn a_cached_function_proves_like_the_uncached_one() {
    let uncached = CACHED_SQUARE.replace("@lru_cache(maxsize=None)\n", "");
    assert_eq!(conclusion_of("square.py", &uncached), Conclusion::Proved);
    assert_eq!(conclusion_of("cached_square.py", CACHED_SQUARE), Conclusion::Proved);
    let wrong = CACHED_SQUARE.replace("square(n) >= 0", "square(n) > 0");
    assert_eq!(conclusion_of("cached_square.py", &wrong), Conclusion::Failed);
    let counted = CACHED_SQUARE.replace("square(n) == n * n", "square.cache_info().misses <= 2");
    assert_eq!(conclusion_of("cached_square.py", &counted), Conclusion::Proved);
    let miscounted = CACHED_SQUARE.replace("square(n) == n * n", "square.cache_info().misses == 2");
    assert_eq!(conclusion_of("cached_square.py", &miscounted), Conclusion::Failed);
    let pair =
        CACHED_SQUARE.replace("def square(x):", "def square(x, y=0):").replace("square(n) >= 0", "square(n, 1) >= 0");
    assert_eq!(conclusion_of("cached_pair.py", &pair), Conclusion::Proved);
    let pair_wrong = pair.replace("square(n, 1) >= 0", "square(n, 1) > 0");
    assert_eq!(conclusion_of("cached_pair.py", &pair_wrong), Conclusion::Failed);
}

const TEMPLATE_OF_SYMBOLIC: &str = r#"from string import Template


def main(name: str) -> None:
    text = Template("Hi $name!").substitute(name=name)
    assert text.startswith("Hi ")
"#;

#[test]
fn a_template_of_a_symbolic_string_proves_or_skips_soundly() {
    assert_ne!(conclusion_of("template.py", TEMPLATE_OF_SYMBOLIC), Conclusion::Failed);
    let wrong = TEMPLATE_OF_SYMBOLIC.replace("startswith(\"Hi \")", "endswith(\"Hi\")");
    assert_ne!(conclusion_of("template.py", &wrong), Conclusion::Proved);
}
