"""Format a small bibliography in two citation styles, sorted the way style guides ask."""
import re

REFS = [
    {"authors": ["van Rossum, Guido", "Drake, Fred L."], "year": 2009, "title": "the python language reference manual",
     "publisher": "Network Theory", "kind": "book"},
    {"authors": ["Knuth, Donald E."], "year": 1997, "title": "the art of computer programming: fundamental algorithms",
     "publisher": "Addison-Wesley", "kind": "book", "edition": 3},
    {"authors": ["Liskov, Barbara", "Wing, Jeannette M."], "year": 1994, "title": "a behavioral notion of subtyping",
     "journal": "ACM TOPLAS", "volume": 16, "issue": 6, "pages": (1811, 1841), "kind": "article"},
    {"authors": ["Knuth, Donald E."], "year": 1974, "title": "structured programming with go to statements",
     "journal": "Computing Surveys", "volume": 6, "issue": 4, "pages": (261, 301), "kind": "article"},
    {"authors": ["de Moura, Leonardo", "Bjørner, Nikolaj", "Smith, A.", "Jones, B."], "year": 2008,
     "title": "z3: an efficient smt solver", "journal": "TACAS", "volume": 4963, "pages": (337, 340), "kind": "article"},
]

SMALL = {"a", "an", "the", "of", "with", "to", "and", "for", "on"}


def initials(given):
    parts = re.split(r"[\s.]+", given.strip())
    return " ".join(p[0] + "." for p in parts if p)


def apa_name(full):
    last, given = (s.strip() for s in full.split(",", 1))
    return f"{last}, {initials(given)}"


def title_case(title):
    words = title.split()
    out = []
    for i, w in enumerate(words):
        prev_colon = i > 0 and words[i - 1].endswith(":")
        if i == 0 or prev_colon or w not in SMALL:
            w = w[:1].upper() + w[1:]
        out.append(w)
    return " ".join(out)


def sentence_case(title):
    t = title[:1].upper() + title[1:]
    return re.sub(r": (\w)", lambda m: ": " + m.group(1).upper(), t)


def ordinal(n):
    suffix = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suffix}"


def apa(ref):
    names = [apa_name(a) for a in ref["authors"]]
    who = names[0] if len(names) == 1 else ", ".join(names[:-1]) + ", & " + names[-1]
    title = sentence_case(ref["title"])
    if ref["kind"] == "book":
        ed = f" ({ordinal(ref['edition'])} ed.)" if "edition" in ref else ""
        return f"{who} ({ref['year']}). {title}{ed}. {ref['publisher']}."
    issue = f"({ref['issue']})" if "issue" in ref else ""
    first, last = ref["pages"]
    return f"{who} ({ref['year']}). {title}. {ref['journal']}, {ref['volume']}{issue}, {first}\u2013{last}."


def mla(ref):
    names = ref["authors"]
    if len(names) == 1:
        who = names[0]
    elif len(names) == 2:
        last, given = names[1].split(", ")
        who = f"{names[0]}, and {given} {last}"
    else:
        who = f"{names[0]}, et al"
    title = title_case(ref["title"])
    if ref["kind"] == "book":
        return f"{who}. {title}. {ref['publisher']}, {ref['year']}."
    return f'{who}. "{title}." {ref["journal"]}, vol. {ref["volume"]}, {ref["year"]}, pp. {ref["pages"][0]}-{ref["pages"][1]}.'


def sort_key(ref):
    surname = ref["authors"][0].split(",")[0]
    bare = re.sub(r"^(van|de|von)\s+", "", surname, flags=re.I)
    return (bare.casefold(), ref["year"], ref["title"])


def main():
    ordered = sorted(REFS, key=sort_key)
    print("APA")
    for ref in ordered:
        print("  " + apa(ref))
    print("\nMLA")
    for ref in ordered:
        print("  " + mla(ref))
    years = sorted({r["year"] for r in REFS}, reverse=True)
    print("\nyears:", years)
    print("most cited author:", max({a for r in REFS for a in r["authors"]},
                                    key=lambda a: (sum(a in r["authors"] for r in REFS), a)))
    return len(ordered)


if __name__ == "__main__":
    main()
