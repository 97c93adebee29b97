//! The `unicodedata` module (issue 29) answering as CPython 3.11 (Unicode 14.0.0) does:
//! normalization in the four forms, `is_normalized`, `category`, `combining`, `name` and
//! `lookup`, `east_asian_width`, `bidirectional`, `mirrored`, `decimal`/`digit`/`numeric`
//! with and without defaults, `unidata_version`, and CPython's errors. A code point assigned
//! only after 14.0 is unassigned here as in CPython. The prover folds concrete text through
//! the same code and skips a call on an unknown string, naming it.

mod cpython_common;

use clauz3::{prove, Conclusion, Program, ProveOptions};

#[test]
fn the_character_database_answers_as_in_cpython() {
    let exprs = [
        "unicodedata.unidata_version",
        "[unicodedata.normalize(f, 'Jose\\u0301 ﬁ² Ｍｉｋｉ Å') for f in ('NFC', 'NFD', 'NFKC', 'NFKD')]",
        "[unicodedata.is_normalized(f, 'é') for f in ('NFC', 'NFD', 'NFKC', 'NFKD')]",
        "unicodedata.normalize('NFX', 'a')",
        "unicodedata.normalize('NFC', 5)",
        "unicodedata.is_normalized(1, 'a')",
        "[unicodedata.category(c) for c in 'aA1 ,\\u0301\\n日ǅ½€🚀\\ue000']",
        "unicodedata.category('\\U0001FAE8')",
        "unicodedata.category('ab')",
        "unicodedata.category(5)",
        "[unicodedata.combining(c) for c in 'a\\u0301\\u0327\\u05b0']",
        "[unicodedata.name(c, None) for c in 'é日가\\n🚀 -\\U0001FAE8']",
        "unicodedata.name('\\n')",
        "unicodedata.name('ab', 1)",
        "[unicodedata.lookup(n) for n in ('LATIN SMALL LETTER E WITH ACUTE', 'latin small letter a', 'CJK UNIFIED IDEOGRAPH-65E5', 'HANGUL SYLLABLE GA', 'ROCKET')]",
        "unicodedata.lookup('NO SUCH THING')",
        "unicodedata.lookup(5)",
        "[unicodedata.east_asian_width(c) for c in 'aＡ日ｱ€🚀\\u0301é']",
        "[unicodedata.bidirectional(c) for c in 'a1 א,\\u0301ا\\ue000']",
        "[unicodedata.mirrored(c) for c in '()<a']",
        "[unicodedata.decimal(c, None) for c in '7٣²½a']",
        "[unicodedata.digit(c, None) for c in '7٣²½a']",
        "[unicodedata.numeric(c, None) for c in '7٣²½Ⅻ〇a']",
        "unicodedata.decimal('a')",
        "unicodedata.digit('a')",
        "unicodedata.numeric('a')",
        "unicodedata.numeric(5)",
    ];
    let source = cpython_common::outcomes_catching("import unicodedata", "TypeError, ValueError, KeyError", &exprs);
    cpython_common::same_as_cpython(&source);
}

const SLUGS: &str = "import unicodedata


def slug(text: str) -> str:
    decomposed = unicodedata.normalize('NFKD', text)
    kept = ''.join(c for c in decomposed if not unicodedata.combining(c))
    return '-'.join(kept.lower().split())


def main(pick: int) -> None:
    if pick == 0:
        title = 'Crème Brûlée'
    elif pick == 1:
        title = 'Ｎａïｖｅ  Café'
    else:
        title = 'Zoë'
    s = slug(title)
    assert s.isascii()
    assert ' ' not in s
";

fn verdict(source: &str) -> clauz3::ProofReport {
    let program = Program::from_source("slugs.py", source, &[]).unwrap_or_else(|e| panic!("{}", e.text));
    prove(&program, &ProveOptions::default())
}

/// Known text folds through the native database on every path: what holds is proved, and
/// its twin refuted with the path that breaks it.
#[test]
fn slugs_of_known_titles_prove_and_their_twin_is_refuted() {
    let r = verdict(SLUGS);
    assert_eq!(r.conclusion, Conclusion::Proved, "{}", r.line);
    let twin = SLUGS.replace("    assert ' ' not in s\n", "    assert '-' not in s\n");
    let r = verdict(&twin);
    assert_eq!(r.conclusion, Conclusion::Failed, "{}", r.line);
}

/// Normalizing a string the prover does not know is skipped, naming `unicodedata`.
#[test]
fn normalizing_an_unknown_string_is_skipped() {
    let source =
        "import unicodedata\n\n\ndef main(name: str) -> None:\n    assert unicodedata.normalize('NFC', name) == name\n";
    let r = verdict(source);
    assert_eq!(r.conclusion, Conclusion::Skipped, "{}", r.line);
    assert!(r.line.contains("unicodedata"), "{}", r.line);
}
