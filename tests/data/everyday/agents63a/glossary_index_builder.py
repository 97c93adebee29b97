"""Build a back-of-book index: terms mapped to page numbers collapsed into ranges."""
import re
import textwrap
from collections import defaultdict
from itertools import groupby

PAGES = {
    1: "Introduction to parsing. A parser reads tokens produced by a lexer.",
    2: "The lexer groups characters into tokens. Regular expressions describe tokens.",
    3: "Tokens feed the parser; the parser builds a syntax tree.",
    4: "A syntax tree is walked by an interpreter or a compiler.",
    5: "The compiler emits bytecode. The interpreter may also run bytecode.",
    7: "Error recovery in the parser: panic mode and phrase-level recovery.",
    8: "Regular expressions, again: backtracking and its cost.",
    9: "Summary: lexer, parser, syntax tree, interpreter, compiler.",
}

TERMS = ["lexer", "parser", "token", "syntax tree", "interpreter", "compiler", "bytecode",
         "regular expression", "error recovery", "backtracking"]


def term_pattern(term):
    words = [re.escape(w) for w in term.split()]
    return re.compile(r"\b" + r"\s+".join(words) + r"s?\b", re.IGNORECASE)


def collapse(numbers):
    """[1,2,3,5,7,8] -> '1-3, 5, 7-8'"""
    parts = []
    for _, run in groupby(enumerate(sorted(numbers)), key=lambda p: p[1] - p[0]):
        run = [n for _, n in run]
        parts.append(str(run[0]) if len(run) == 1 else f"{run[0]}\u2013{run[-1]}")
    return ", ".join(parts)


def build(pages, terms):
    index = defaultdict(set)
    counts = defaultdict(int)
    for number, text in pages.items():
        for term in terms:
            hits = term_pattern(term).findall(text)
            if hits:
                index[term].add(number)
                counts[term] += len(hits)
    return index, counts


def main():
    index, counts = build(PAGES, TERMS)
    missing = [t for t in TERMS if t not in index]
    print("INDEX")
    for letter, terms in groupby(sorted(index, key=str.lower), key=lambda t: t[0].upper()):
        print(f"\n{letter}")
        for term in terms:
            line = f"{term}, {collapse(index[term])}"
            print(textwrap.fill(line, width=34, initial_indent="  ", subsequent_indent="      "))
    print("\nnot found:", missing or "none")
    busiest = sorted(counts.items(), key=lambda kv: (-kv[1], kv[0]))[:3]
    print("most mentioned:", ", ".join(f"{t} ({n})" for t, n in busiest))
    words_per_page = {n: len(re.findall(r"[A-Za-z]+", t)) for n, t in PAGES.items()}
    print("words per page:", words_per_page)
    print("missing pages:", sorted(set(range(1, max(PAGES) + 1)) - PAGES.keys()))
    return collapse(index["parser"])


if __name__ == "__main__":
    main()
