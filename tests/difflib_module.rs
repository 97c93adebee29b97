//! `difflib` (issue 29): `SequenceMatcher`'s blocks, opcodes and ratios, and
//! `get_close_matches`, as CPython's over many generated pairs, junk and popular elements
//! included.

mod cpython_common;

/// Deterministic strings over a small alphabet, for pairs with many partial matches.
fn strings(seed: u64, count: usize, longest: usize, alphabet: &str) -> Vec<String> {
    let letters: Vec<char> = alphabet.chars().collect();
    let mut state = seed;
    let mut next = || {
        state = state.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
        (state >> 33) as usize
    };
    (0..count)
        .map(|_| {
            let len = next() % (longest + 1);
            (0..len).map(|_| letters[next() % letters.len()]).collect()
        })
        .collect()
}

#[test]
fn sequence_matchers_agree_with_cpython() {
    let short = strings(7, 40, 24, "abcd ");
    let long = strings(11, 6, 320, "ab ");
    let mut sources = Vec::new();
    for (pairs, junk) in
        [(short.chunks(2).collect::<Vec<_>>(), "None"), (long.chunks(2).collect(), "lambda c: c == ' '")]
    {
        let listed: Vec<String> =
            pairs.iter().filter(|p| p.len() == 2).map(|p| format!("({:?}, {:?})", p[0], p[1])).collect();
        sources.push(format!(
            "from difflib import SequenceMatcher\n\n\ndef main():\n    out = []\n    for a, b in [{}]:\n        for junk in (None, {junk}):\n            s = SequenceMatcher(junk, a, b)\n            out.append((s.get_matching_blocks(), s.get_opcodes(), s.ratio(), s.quick_ratio(), s.real_quick_ratio(), s.find_longest_match(0, len(a) // 2, 1, len(b))))\n    return out\n",
            listed.join(", ")
        ));
    }
    sources.push("from difflib import SequenceMatcher\n\n\ndef main():\n    s = SequenceMatcher(a=[1, 2, 3, 4], b=[2, 3, 5, 4])\n    s.set_seq1((2, 3, 4))\n    return s.get_matching_blocks(), s.ratio(), SequenceMatcher().ratio(), sorted(s.b2j.items())\n".to_owned());
    cpython_common::same_as_cpython_each(&sources);
}

#[test]
fn close_matches_are_ranked_as_cpython_ranks_them() {
    let words = strings(3, 60, 9, "aelpy");
    let source = format!(
        "import difflib\n\n\ndef main():\n    words = {:?}\n    out = []\n    for w in words[:12]:\n        for n, cutoff in ((3, 0.6), (1, 0.0), (5, 0.3), (2, 1.0)):\n            out.append(difflib.get_close_matches(w, words, n, cutoff))\n    for n, cutoff in ((0, 0.5), (1, 1.5)):\n        try:\n            difflib.get_close_matches('a', words, n, cutoff)\n        except ValueError as e:\n            out.append(str(e))\n    return out\n",
        words
    );
    cpython_common::same_as_cpython(&source.replace("\"", "'"));
}

#[test]
fn unified_diffs_are_written_as_cpython_writes_them() {
    // Pairs of "files" whose lines are letters, with long unchanged runs to split hunks.
    let texts = strings(5, 24, 40, "aaaabcd");
    let pairs: Vec<String> = texts.chunks(2).map(|p| format!("({:?}, {:?})", p[0], p[1])).collect();
    let source = format!(
        "import difflib\n\n\ndef main():\n    out = []\n    for a, b in [{}]:\n        a, b = [c + '\\n' for c in a], list(b)\n        for n in (0, 1, 3):\n            out.append(list(difflib.unified_diff(a, b, 'old.txt', 'new.txt', n=n)))\n            out.append(list(difflib.SequenceMatcher(None, a, b).get_grouped_opcodes(n)))\n        out.append(list(difflib.unified_diff(a, b, fromfiledate='2024-01-01', tofiledate='today', lineterm='')))\n    out.append(list(difflib.unified_diff(['same'], ['same'])))\n    for a, b, name in (([1], ['x'], 'f'), (['x'], [('t',)], 'f'), (['x'], ['y'], 3)):\n        try:\n            list(difflib.unified_diff(a, b, name))\n        except TypeError as e:\n            out.append(str(e))\n    return out\n",
        pairs.join(", ")
    );
    cpython_common::same_as_cpython(&source);
}
