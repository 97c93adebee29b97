"""Parse BibTeX entries, check required fields and render APA-ish citations."""
import re
from collections import Counter

BIB = r"""
@article{lamport1978time,
  author = {Leslie Lamport},
  title = {Time, Clocks, and the Ordering of Events in a Distributed System},
  journal = {Communications of the ACM},
  year = {1978},
  volume = {21},
  pages = {558--565}
}

@inproceedings{dean2004mapreduce,
  author = {Jeffrey Dean and Sanjay Ghemawat},
  title = {MapReduce: Simplified Data Processing on Large Clusters},
  booktitle = {OSDI},
  year = 2004,
  pages = {137--150}
}

@book{knuth1997art,
  author = {Donald E. Knuth},
  title = {The Art of Computer Programming, Volume 1},
  publisher = {Addison-Wesley},
  year = {1997},
  edition = {3rd}
}

@article{ongaro2014raft,
  author = {Diego Ongaro and John Ousterhout},
  title = {In Search of an Understandable Consensus Algorithm},
  year = {2014}
}
"""

ENTRY_RE = re.compile(r"@(\w+)\s*\{\s*([^,]+),(.*?)\n\}", re.S)
FIELD_RE = re.compile(r"(\w+)\s*=\s*(?:\{(.*?)\}|(\d+))\s*,?\s*$", re.M)
REQUIRED = {
    "article": ("author", "title", "journal", "year"),
    "inproceedings": ("author", "title", "booktitle", "year"),
    "book": ("author", "title", "publisher", "year"),
}


def surname_initials(name: str) -> str:
    *given, last = name.split()
    initials = " ".join(f"{g[0]}." for g in given)
    return f"{last}, {initials}"


def cite(kind, f):
    authors = [surname_initials(a.strip()) for a in f["author"].split(" and ")]
    if len(authors) > 1:
        who = ", ".join(authors[:-1]) + ", & " + authors[-1]
    else:
        who = authors[0]
    venue = f.get("journal") or f.get("booktitle") or f.get("publisher", "")
    extra = f", {f['volume']}" if "volume" in f else ""
    pages = f", {f['pages'].replace('--', '–')}" if "pages" in f else ""
    return f"{who} ({f['year']}). {f['title']}. {venue}{extra}{pages}."


def main():
    entries = []
    for kind, key, body in ENTRY_RE.findall(BIB):
        fields = {name.lower(): braced or bare for name, braced, bare in FIELD_RE.findall(body)}
        entries.append((kind.lower(), key.strip(), fields))
    print(f"parsed {len(entries)} entries:", dict(Counter(k for k, _, _ in entries)))
    problems = 0
    for kind, key, fields in sorted(entries, key=lambda e: (e[2]["year"], e[1])):
        missing = [r for r in REQUIRED[kind] if r not in fields]
        if missing:
            problems += 1
            print(f"  [warn] {key}: missing {', '.join(missing)}")
            continue
        print(f"  [{key}] {cite(kind, fields)}")
    years = sorted(int(f["year"]) for _, _, f in entries)
    print(f"years {years[0]}–{years[-1]}, span {years[-1] - years[0]} years, problems={problems}")
    return problems


if __name__ == "__main__":
    main()
