"""Parse BibTeX-ish citation records and render them in two reference styles."""
import re

BIB = r"""
@article{knuth1974,
  author = {Donald E. Knuth},
  title = {Computer Programming as an Art},
  journal = {Communications of the ACM},
  year = 1974, volume = {17}, number = {12}, pages = {667--673}
}
@book{sicp,
  author = {Harold Abelson and Gerald Jay Sussman and Julie Sussman},
  title = {Structure and Interpretation of Computer Programs},
  publisher = {MIT Press},
  year = {1996},
  edition = {2}
}
@inproceedings{lamport78,
  author = {Leslie Lamport},
  title = {Time, Clocks, and the Ordering of Events},
  booktitle = {Proc. of the ACM},
  year = {1978}
}
@misc{broken,
  title = {Missing Author Entry}
}
"""

ENTRY_RE = re.compile(r"@(\w+)\{([^,]+),(.*?)\n\}", re.S)
FIELD_RE = re.compile(r"(\w+)\s*=\s*(?:\{([^}]*)\}|(\d+))")


def parse(text):
    for kind, key, body in ENTRY_RE.findall(text):
        fields = {name.lower(): braced or bare for name, braced, bare in FIELD_RE.findall(body)}
        yield kind.lower(), key.strip(), fields


def split_authors(field):
    people = []
    for name in field.split(" and "):
        *given, family = name.split()
        initials = " ".join(f"{g[0]}." for g in given)
        people.append((family, initials))
    return people


def apa_authors(people):
    names = [f"{fam}, {ini}" for fam, ini in people]
    if len(names) == 1:
        return names[0]
    return ", ".join(names[:-1]) + ", & " + names[-1]


def ordinal(n):
    n = int(n)
    suffix = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suffix}"


def apa(kind, f):
    authors = apa_authors(split_authors(f["author"]))
    base = f"{authors} ({f['year']}). {f['title']}."
    if kind == "article":
        pages = f.get("pages", "").replace("--", "–")
        return f"{base} {f['journal']}, {f['volume']}({f['number']}), {pages}."
    if kind == "book":
        ed = f" ({ordinal(f['edition'])} ed.)" if "edition" in f else ""
        return f"{base[:-1]}{ed}. {f['publisher']}."
    return f"{base} In {f['booktitle']}."


def short(key, f, index):
    people = split_authors(f["author"])
    lead = people[0][0] + (" et al." if len(people) > 2 else f" & {people[1][0]}" if len(people) == 2 else "")
    return "[%d] %s %s" % (index, lead, f["year"])


def main():
    entries = list(parse(BIB))
    print(len(entries), "entries:", [k for _, k, _ in entries])
    good = []
    for kind, key, fields in entries:
        missing = [n for n in ("author", "title", "year") if n not in fields]
        if missing:
            print(f"skipping {key}: missing {', '.join(missing)}")
            continue
        good.append((kind, key, fields))
    good.sort(key=lambda e: (split_authors(e[2]["author"])[0][0], e[2]["year"]))
    for i, (kind, key, fields) in enumerate(good, 1):
        print(short(key, fields, i))
        print("    " + apa(kind, fields))
    years = sorted(int(f["year"]) for _, _, f in good)
    print("span:", years[0], "-", years[-1], f"({years[-1] - years[0]} years)")
    print([ordinal(n) for n in (1, 2, 3, 4, 11, 12, 13, 21, 22, 101, 111)])
    return len(good)


if __name__ == "__main__":
    main()
