//! The modelled `heapq`, `bisect`, `itertools.tee` and the later `statistics` members compared with CPython,
//! value for value and error for error: each case is the body of a `main()` (with the modules
//! imported) run under python3 and under the interpreter. The list a heap or an insort leaves is
//! returned too, so its order, ties included, must be CPython's. Without python3 on PATH the
//! comparisons are skipped. Proofs over symbolic ints run the same modelled code.

mod cpython_common;

use cpython_common::{clauz3, cpython_each};

/// Runs each program under both and asserts they agree; the interpreter's message for
/// `StatisticsError` starts with its module, which `type(e).__name__` does not show.
fn same_as_cpython_each(sources: &[String]) {
    let Some(wanted) = cpython_each(sources) else { return };
    for (source, want) in sources.iter().zip(wanted) {
        let got = clauz3(source).replace('\n', "\\n").replace("statistics.StatisticsError: ", "");
        assert_eq!(got, want, "program:\n{source}");
    }
}

fn programs(bodies: &[&str]) -> Vec<String> {
    bodies
        .iter()
        .map(|b| {
            format!(
                "import bisect\nimport heapq\nimport itertools\nimport statistics\n\n\nclass Job:\n    def __init__(self, rank, name):\n        self.rank = rank\n        self.name = name\n\n    def __lt__(self, other):\n        return self.rank < other.rank\n\n    def __repr__(self):\n        return f'{{self.name}}{{self.rank}}'\n\n\ndef main():\n    {}\n",
                b.replace('\n', "\n    ")
            )
        })
        .collect()
}

#[test]
fn heapq_matches_cpython() {
    same_as_cpython_each(&programs(&[
        "h = []\nfor x in [5, 3, 8, 1, 9, 2, 7, 3, 1]:\n    heapq.heappush(h, x)\nreturn h, [heapq.heappop(h) for _ in range(4)], h",
        "h = [(2, 'b'), (1, 'z'), (1, 'a'), (3, 'c'), (2, 'a')]\nheapq.heapify(h)\nreturn h, heapq.heappop(h), h",
        "h = [Job(2, 'a'), Job(1, 'b'), Job(2, 'c'), Job(1, 'd'), Job(0, 'e'), Job(2, 'f')]\nheapq.heapify(h)\nout = []\nwhile h:\n    out.append(heapq.heappop(h))\nreturn out",
        "h = [Job(1, 'x')]\nfor i, r in enumerate([3, 1, 2, 1, 3, 1]):\n    heapq.heappush(h, Job(r, str(i)))\nreturn h",
        "h = [9, 4, 7, 1, 0, 3]\nheapq.heapify(h)\nreturn h, heapq.heappushpop(h, 5), h, heapq.heapreplace(h, -1), h",
        "h = [3, 5]\nreturn heapq.heappushpop(h, 1), heapq.heappushpop([], 2), h",
        "return heapq.heappop([])",
        "return heapq.heapreplace([], 1)",
        "return heapq.heappush((), 1)",
        "return heapq.heappop((1,))",
        "return heapq.heapify('ab')",
        "return heapq.heappush([1], 'a')",
        "xs = [4, 1, 7, 1, 9, 3, 7]\nreturn heapq.nsmallest(3, xs), heapq.nlargest(3, xs), heapq.nsmallest(0, xs), heapq.nlargest(-2, xs), heapq.nsmallest(10, xs)",
        "words = ['pear', 'fig', 'apple', 'kiwi', 'date', 'plum']\nreturn heapq.nsmallest(3, words, key=len), heapq.nlargest(3, words, key=len), heapq.nlargest(1, iter(words), key=len)",
        "return heapq.nsmallest(2, [(1, 'b'), (1, 'a'), (0, 'z')]), heapq.nlargest(2, {3: 'a', 9: 'b', 5: 'c'})",
        "return list(heapq.merge([1, 4, 9], [2, 3, 10], [5])), list(heapq.merge()), list(heapq.merge([], [1]))",
        "return list(heapq.merge([1, 1.0, 2], [1.0, 1, 2]))",
        "return list(heapq.merge(['bb', 'a'], ['ccc', 'd'], key=len)), list(heapq.merge([9, 5, 1], [8, 5, 2], reverse=True))",
        "return list(heapq.merge([3, 1], [2, 0]))",
        "g = heapq.merge([1, 3], [2])\nreturn next(g), next(g), list(g)",
        // The heap algorithms' own answers where sorting differs: NaN, a class's `__lt__`,
        // an iterator left at the item whose comparison raised, more than 2500 ties.
        "nan = float('nan')\nxs = [3.0, 2.0, nan, -1.0, nan, nan, 3.0, 3.0]\nreturn heapq.nsmallest(5, xs), heapq.nlargest(5, xs), heapq.nlargest(2, [3.0, -1.0, nan, 1.0])",
        "nan = float('nan')\nreturn list(heapq.merge([2.0, nan, nan], [nan, nan], [1.0, 1.0])), list(heapq.merge([2.0, 1.0], [nan], reverse=True))",
        "jobs = [Job(r, str(i)) for i, r in enumerate([4, 1, 3, 1, 5, 2, 3])]\nreturn heapq.nsmallest(3, jobs), heapq.nlargest(3, jobs, key=lambda j: j.rank), heapq.nsmallest(2, iter(jobs))",
        "it = iter([Job(1, 'a'), Job(2, 'b'), 'x', Job(0, 'c'), Job(7, 'd')])\ntry:\n    heapq.nsmallest(2, it)\nexcept TypeError as e:\n    return str(e), list(it)",
        "h = [(i % 3, i % 7) for i in range(2600)]\nheapq.heapify(h)\nreturn h[:40], h[1300:1320]",
        "return heapq.nsmallest(2.0, iter([3, 1])), 1",
    ]));
}

#[test]
fn itertools_tee_matches_cpython() {
    same_as_cpython_each(&programs(&[
        "a, b = itertools.tee(iter([1, 2, 3]))\nreturn next(a), list(b), list(a), list(b)",
        "a, b, c = itertools.tee('xyz', 3)\nreturn next(c), next(c), list(a), next(b), list(c), list(b)",
        "return itertools.tee([1], 0), len(itertools.tee([1])), [list(t) for t in itertools.tee([], 2)]",
        "a, b = itertools.tee(x * x for x in range(4))\nreturn list(zip(a, b))",
        "(a,) = itertools.tee([5, 6], True)\nreturn list(a)",
        "return itertools.tee([1], -1)",
        "return itertools.tee([1], 'a')",
        "return itertools.tee(5)",
    ]));
}

#[test]
fn bisect_matches_cpython() {
    same_as_cpython_each(&programs(&[
        "a = [1, 2, 2, 2, 3, 5]\nreturn [(bisect.bisect_left(a, x), bisect.bisect_right(a, x), bisect.bisect(a, x)) for x in (0, 1, 2, 4, 5, 6)]",
        "a = [1, 2, 2, 2, 3, 5]\nreturn bisect.bisect_left(a, 2, 2), bisect.bisect_right(a, 2, 0, 3), bisect.bisect_left(a, 9, 1, 4), bisect.bisect_right(a, 2, lo=4)",
        "return bisect.bisect_left([1], 1, -1)",
        "return bisect.bisect_right([1, 2], 3, 0, 5)",
        "return bisect.bisect_left(3, 1)",
        "return bisect.bisect_left([1, 'a'], 2)",
        "a = []\nfor x in (5, 1, 4, 1, 3, 5):\n    bisect.insort(a, x)\nb = []\nfor x in (5, 1, 4, 1, 3):\n    bisect.insort_left(b, x)\nreturn a, b",
        "a = [(1, 'a'), (2, 'b')]\nbisect.insort_right(a, (1, 'z'))\nbisect.insort_left(a, (2, 'b'))\nreturn a",
        "rows = [('ann', 1), ('bob', 3), ('cy', 3), ('di', 7)]\nk = lambda r: r[1]\nreturn bisect.bisect_left(rows, 3, key=k), bisect.bisect_right(rows, 3, key=k), bisect.bisect(rows, 8, key=k)",
        "rows = [('ann', 1), ('bob', 3), ('di', 7)]\nbisect.insort(rows, ('eve', 3), key=lambda r: r[1])\nbisect.insort_left(rows, ('fay', 3), key=lambda r: r[1])\nreturn rows",
        "a = [Job(1, 'a'), Job(3, 'b')]\nbisect.insort(a, Job(1, 'c'))\nbisect.insort_left(a, Job(3, 'd'))\nreturn a",
        "a = [1, 3]\nbisect.insort(a, 2, 5)\nreturn a",
        "return bisect.insort((1,), 1)",
        "grades = 'FDCBA'\nreturn [grades[bisect.bisect([60, 70, 80, 90], s)] for s in (33, 60, 77, 90, 100)]",
    ]));
}

#[test]
fn statistics_quantiles_and_harmonic_mean_match_cpython() {
    same_as_cpython_each(&programs(&[
        "d = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]\nreturn statistics.quantiles(d), statistics.quantiles(d, n=10, method='inclusive'), statistics.quantiles(d, n=1)",
        "return statistics.quantiles([72.5, 60, 88, 91.25, 55], n=5), statistics.quantiles([3, 1], n=3, method='inclusive')",
        "return statistics.quantiles([1])",
        "return statistics.quantiles([1, 2], n=0)",
        "return statistics.quantiles([1, 2], method='x')",
        "return statistics.harmonic_mean([40, 60]), statistics.harmonic_mean([2.5, 3, 10]), statistics.harmonic_mean([7]), statistics.harmonic_mean([0, 2])",
        "return statistics.harmonic_mean([])",
        "return statistics.harmonic_mean([1, -1])",
        "return statistics.harmonic_mean([0, -1]), statistics.harmonic_mean(iter([1, 3]))",
    ]));
}

/// The verdict line of proving `source`.
fn verdict(source: &str) -> String {
    let program = ::clauz3::Program::from_source("heap.py", source, &[]).unwrap_or_else(|e| panic!("{}", e.text));
    ::clauz3::prove(&program, &::clauz3::ProveOptions::default()).line
}

#[test]
fn heaps_and_bisection_of_symbolic_ints_prove_what_holds_and_refute_the_rest() {
    let heap = "import heapq\n\n\ndef main(a: int, b: int, c: int) -> None:\n    h = []\n    for x in (a, b, c):\n        heapq.heappush(h, x)\n    first = heapq.heappop(h)\n    assert first <= a and first <= b and first <= c\n    assert len(h) == 2\n";
    assert_eq!(verdict(heap), "main: proved! assertion, assertion");
    let wrong = heap.replace("first <= c", "first < c");
    assert!(verdict(&wrong).starts_with("main: failed assertion. Example: "), "{}", verdict(&wrong));
    let search = "import bisect\n\n\ndef main(x: int) -> None:\n    xs = [1, 5, 9]\n    i = bisect.bisect_left(xs, x)\n    assert 0 <= i <= 3\n    assert i == 3 or xs[i] >= x\n";
    assert_eq!(verdict(search), "main: proved! assertion, assertion");
    let wrong = search.replace("0 <= i <= 3", "i != 3");
    assert!(verdict(&wrong).starts_with("main: failed assertion. Example: x="), "{}", verdict(&wrong));
}

/// CPython reduces the set of the values' types, so which two its `TypeError` names, and in
/// which order, follows the classes' addresses: refused rather than guessed.
#[test]
fn statistics_of_types_that_do_not_coerce_is_refused() {
    for data in ["[Fraction(1, 2), Decimal(1)]", "[Decimal(1), Fraction(1, 3), 1]"] {
        let got = clauz3(&format!(
            "import statistics\nfrom fractions import Fraction\nfrom decimal import Decimal\n\n\ndef main():\n    return statistics.mean({data})\n"
        ));
        assert!(
            got.starts_with("!Unsupported: ") && got.contains("an order that follows their addresses"),
            "{data}: {got}"
        );
    }
}
