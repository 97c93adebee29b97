//! `IGNORECASE` as CPython's `sre` does it. A text character is lowered (sre's simple
//! lowercase, or ASCII's under `ASCII`) and compared with the pattern's lowered characters,
//! where a few lower-case characters also stand for others (`i`/`ı`, `s`/`ſ`, `µ`/`μ`, the
//! Greek letters with several forms, ...: `casefold_table::GROUPS`). Sets are folded once
//! when compiled, so matching lowers the text character and looks it up; backreferences
//! compare lowered characters only (no groups), as sre does.

use super::casefold_table::{GROUPS, LOWER, UPPER};
use super::parse::{Case, CharSet, SetItem};

/// Characters past the Basic Multilingual Plane: sre keeps set items there unfolded.
const LAST_BMP: char = '\u{FFFF}';

fn mapped(table: &[(u32, u32)], c: char) -> char {
    match table.binary_search_by_key(&u32::from(c), |&(from, _)| from) {
        Ok(k) => char::from_u32(table[k].1).unwrap_or(c),
        Err(_) => c,
    }
}

/// sre's simple lowercase of `c`.
pub fn lower(c: char) -> char {
    if c.is_ascii() {
        c.to_ascii_lowercase()
    } else {
        mapped(LOWER, c)
    }
}

/// sre's simple uppercase of `c` (what a set's range past the BMP also tries).
pub fn upper(c: char) -> char {
    if c.is_ascii() {
        c.to_ascii_uppercase()
    } else {
        mapped(UPPER, c)
    }
}

/// `c` as a text character is compared under `case`.
#[inline]
pub fn fold(c: char, case: Case) -> char {
    match case {
        Case::Exact => c,
        Case::Ascii => c.to_ascii_lowercase(),
        Case::Unicode => lower(c),
    }
}

/// Whether `c` has another case (sre compares an uncased pattern character exactly).
pub fn is_cased(c: char, case: Case) -> bool {
    match case {
        Case::Exact => false,
        Case::Ascii => c.is_ascii_alphabetic(),
        Case::Unicode => lower(c) != c || upper(c) != c,
    }
}

/// The other lower-case characters sre treats as equal to lower-case `lo`.
fn others(lo: char) -> impl Iterator<Item = char> {
    let group = GROUPS.iter().find(|g| g.contains(&u32::from(lo))).copied().unwrap_or(&[]);
    group.iter().filter_map(|&c| char::from_u32(c)).filter(move |&c| c != lo)
}

/// A pattern character under `case`: a set the lowered text character is looked up in when
/// it has other cases (`None` when it compares exactly).
pub fn literal(c: char, case: Case, negated: bool) -> Option<CharSet> {
    if !is_cased(c, case) {
        return None;
    }
    let lo = fold(c, case);
    let mut items = vec![SetItem::Char(lo)];
    if case == Case::Unicode {
        items.extend(others(lo).map(SetItem::Char));
    }
    Some(CharSet { negated, items })
}

/// `set` under `case`, as the set the lowered text character is looked up in, with whether
/// anything in it has another case (if not, sre looks the text character up unlowered, in
/// `set` itself).
pub fn set(set: &CharSet, case: Case) -> (CharSet, bool) {
    // sre reads a set of one character, repeated or not, as that character.
    if let [SetItem::Char(c), rest @ ..] = set.items.as_slice() {
        if rest.iter().all(|i| matches!(i, SetItem::Char(d) if d == c)) {
            return match literal(*c, case, set.negated) {
                Some(folded) => (folded, true),
                None => (set.clone(), false),
            };
        }
    }
    let mut items = Vec::new();
    let mut cased = false;
    for item in &set.items {
        match *item {
            SetItem::Char(c) if c > LAST_BMP => {
                cased = true;
                items.push(SetItem::Char(c));
            }
            SetItem::Char(c) => {
                cased |= is_cased(c, case);
                let lo = fold(c, case);
                items.push(SetItem::Char(lo));
                if case == Case::Unicode {
                    items.extend(others(lo).map(SetItem::Char));
                }
            }
            SetItem::Range(lo, hi) => {
                if lo <= LAST_BMP {
                    cased |= range(lo, hi.min(LAST_BMP), case, &mut items);
                }
                if hi > LAST_BMP {
                    cased = true;
                    items.push(SetItem::RangeOrUpper(lo, hi));
                }
            }
            SetItem::RangeOrUpper(..) | SetItem::Category { .. } => items.push(item.clone()),
        }
    }
    (CharSet { negated: set.negated, items }, cased)
}

/// Adds the lowered characters of `lo..=hi` (within the BMP) to `items`; whether any of
/// them has another case. A lowered text character is its own lowercase, so it is in the
/// lowered range when it is in the range itself or is the lowercase of one in it.
fn range(lo: char, hi: char, case: Case, items: &mut Vec<SetItem>) -> bool {
    items.push(SetItem::Range(lo, hi));
    let lowered: Vec<char> = match case {
        Case::Exact => Vec::new(),
        Case::Ascii => ('A'..='Z').filter(|c| (lo..=hi).contains(c)).map(|c| c.to_ascii_lowercase()).collect(),
        Case::Unicode => entries(LOWER, lo, hi).iter().filter_map(|&(_, l)| char::from_u32(l)).collect(),
    };
    let cased = match case {
        Case::Exact => false,
        Case::Ascii => (lo..=hi.min('z')).any(|c| c.is_ascii_alphabetic()),
        Case::Unicode => !lowered.is_empty() || !entries(UPPER, lo, hi).is_empty(),
    };
    let mut extra: Vec<char> = lowered.iter().copied().filter(|c| !(lo..=hi).contains(c)).collect();
    if case == Case::Unicode {
        for group in GROUPS {
            let members = || group.iter().filter_map(|&c| char::from_u32(c));
            if members().any(|c| (lo..=hi).contains(&c) || lowered.contains(&c)) {
                extra.extend(members().filter(|c| !(lo..=hi).contains(c)));
            }
        }
    }
    // Only what the range itself leaves out: a wide range stays one item.
    extra.sort_unstable();
    extra.dedup();
    items.extend(extra.into_iter().map(SetItem::Char));
    cased
}

/// The entries of a sorted table whose key lies in `lo..=hi`.
fn entries(table: &[(u32, u32)], lo: char, hi: char) -> &[(u32, u32)] {
    let start = table.partition_point(|&(c, _)| c < u32::from(lo));
    let end = table.partition_point(|&(c, _)| c <= u32::from(hi));
    &table[start..end]
}

#[cfg(test)]
mod tests {
    use super::super::{compile, parse, vm};

    fn fullmatch(pattern: &str, text: &str, flags: i64) -> bool {
        let parsed = parse::parse(pattern, flags).unwrap_or_else(|_| panic!("parse {pattern:?}"));
        let program = compile::compile(&parsed.node).unwrap_or_else(|_| panic!("compile {pattern:?}"));
        let chars: Vec<char> = text.chars().collect();
        let anchors = vm::Anchors { whole: true, advance_from: None };
        let found = vm::Matcher::new(&program, &chars).find(parsed.groups, 0, false, anchors);
        matches!(found, Ok(Some(_)))
    }

    fn escaped(c: char) -> String {
        let mut s = String::new();
        if "()[]{}?*+-|^$\\.&~# \t\n\r\x0b\x0c".contains(c) {
            s.push('\\');
        }
        s.push(c);
        s
    }

    /// Every pair of the subtle characters in `casefold_cases.txt` matches here exactly when
    /// it matches in CPython: as a literal, in a set, and as a backreference.
    #[test]
    fn pairs_match_as_in_cpython() {
        let listed = include_str!("casefold_cases.txt");
        let mut expected = std::collections::BTreeMap::new();
        for line in listed.lines().filter(|l| !l.starts_with('#')) {
            let mut parts = line.split(' ');
            let mut code = || char::from_u32(u32::from_str_radix(parts.next().unwrap_or(""), 16).unwrap()).unwrap();
            let (a, b) = (code(), code());
            expected.insert((a, b), parts.next().unwrap_or("").to_owned());
        }
        let chars: std::collections::BTreeSet<char> = expected.keys().flat_map(|&(a, b)| [a, b]).collect();
        let flags = parse::IGNORECASE;
        for &a in &chars {
            for &b in &chars {
                let p = escaped(a);
                let mut got = String::new();
                if fullmatch(&p, &b.to_string(), flags) {
                    got.push('L');
                }
                if fullmatch(&format!("[{p}\x00]"), &b.to_string(), flags) {
                    got.push('S');
                }
                if fullmatch(&format!("({p})\\1"), &format!("{a}{b}"), flags) {
                    got.push('B');
                }
                let want = expected.get(&(a, b)).cloned().unwrap_or_default();
                assert_eq!(got, want, "pattern {:X} text {:X}", u32::from(a), u32::from(b));
            }
        }
    }

    #[test]
    fn ranges_and_ascii_follow_cpython() {
        let (i, a) = (parse::IGNORECASE, parse::IGNORECASE | parse::ASCII);
        for (pattern, text, flags, want) in [
            ("[a-z]+", "\u{17F}", i, true),
            ("[a-z]", "\u{212A}", i, true),
            ("[a-z]", "\u{130}", i, true),
            ("[a-z]", "\u{131}", i, true),
            ("[^i]", "\u{131}", i, false),
            ("[^i]", "\u{130}", i, false),
            ("[a-z]", "\u{17F}", a, false),
            ("k", "\u{212A}", a, false),
            ("K", "k", a, true),
            ("[\u{10400}x]", "\u{10428}", i, false),
            ("[\u{10400}]", "\u{10428}", i, true),
            ("[\u{10400}-\u{10401}x]", "\u{10428}", i, true),
            ("[\\w]", "\u{130}", i, true),
            ("[0-9]", "\u{FF10}", i, false),
            ("[h-t]", "\u{131}", i, true),
            ("[h-t]", "\u{17F}", i, true),
            ("[\u{100}-\u{FFFF}]", "A", i, false),
            ("[\u{100}-\u{FFFF}]", "K", i, true),
            ("[\u{391}-\u{3A9}]", "\u{3C2}", i, true),
            ("[\u{370}-\u{3FF}]", "\u{B5}", i, true),
            ("[^\x00-\x7f]", "\u{212A}", i, false),
            ("[\u{1C80}-\u{1C88}]", "\u{432}", i, true),
            ("[\u{400}-\u{4FF}]", "\u{1C80}", i, true),
            ("[\u{C0}-\u{DE}]", "\u{E0}", i, true),
            ("[\\d]", "\u{660}", i, true),
            ("[Z-a]", "z", a, true),
            ("[Z-a]", "A", a, true),
        ] {
            assert_eq!(fullmatch(pattern, text, flags), want, "{pattern:?} on {text:?}");
        }
    }
}
