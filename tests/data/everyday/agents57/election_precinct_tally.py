"""Tally precinct election returns: turnout, winners, margins and recount flags."""
from collections import Counter, defaultdict
import re

RETURNS = """
# precinct | registered | candidate=votes ...
P-01 | 1200 | Alvarez=412 Brooks=398 Chen=77 spoiled=9
P-02 |  950 | Alvarez=301 Brooks=355 Chen=120 spoiled=4
P-03 | 1500 | Alvarez=610 Brooks=604 Chen=151
P-04 |  800 | Alvarez=0 Brooks=0 Chen=0
P-05 | 1100 | Alvarez=450 Brooks=300 Chen=420 spoiled=15
P-06 |  700 | Alvarez=abc Brooks=200
"""

LINE = re.compile(r"^(?P<pid>P-\d+)\s*\|\s*(?P<reg>\d+)\s*\|\s*(?P<rest>.*)$")
PAIR = re.compile(r"(\w+)=(\d+)\b")


def parse(text):
    precincts = {}
    rejected = []
    for line in text.strip().splitlines():
        if line.startswith("#"):
            continue
        m = LINE.match(line)
        if not m:
            rejected.append(line)
            continue
        pairs = PAIR.findall(m["rest"])
        if len(pairs) != len(m["rest"].split()):
            rejected.append(m["pid"])
            continue
        votes = Counter({k: int(v) for k, v in pairs})
        spoiled = votes.pop("spoiled", 0)
        precincts[m["pid"]] = (int(m["reg"]), votes, spoiled)
    return precincts, rejected


def main():
    precincts, rejected = parse(RETURNS)
    overall = Counter()
    wins = defaultdict(list)
    for pid, (reg, votes, spoiled) in precincts.items():
        cast = sum(votes.values()) + spoiled
        overall += votes
        ranked = votes.most_common()
        if not cast:
            print(f"{pid}: no returns yet")
            continue
        (first, v1), (second, v2) = ranked[0], ranked[1]
        margin = (v1 - v2) / sum(votes.values())
        flag = "  RECOUNT" if margin < 0.01 else ""
        wins[first].append(pid)
        print(f"{pid}: turnout {cast / reg:6.1%}  {first} over {second} by {v1 - v2} ({margin:.2%}){flag}")
    total = sum(overall.values())
    print("overall:")
    for cand, v in overall.most_common():
        print(f"  {cand:<8} {v:>6,} {v / total:7.2%}  precincts won: {', '.join(wins[cand]) or '-'}")
    leader, votes = overall.most_common(1)[0]
    print(f"majority: {votes > total / 2} ({leader})")
    print("rejected lines:", rejected)


if __name__ == "__main__":
    main()
