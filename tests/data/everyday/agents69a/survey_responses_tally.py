"""Tally survey responses: multi-choice answers, Likert scales, NPS and free-text keywords."""
import csv
import io
from collections import Counter
from statistics import mean, median

RESPONSES = """respondent,role,tools,satisfaction,recommend,comment
r01,developer,"git;vscode;docker",4,9,"Love the CLI, docs could be better"
r02,designer,"figma;git",3,7,"Slow exports"
r03,developer,"vim;git;docker;k8s",5,10,"Fast and reliable"
r04,manager,"jira;slack",2,4,"Too many notifications, slow"
r05,developer,"vscode;git",4,8,
r06,designer,"figma;slack",,6,"docs are thin"
r07,qa,"jira;git;selenium",3,5,"flaky tests, slow CI"
r08,developer,"vscode;git;docker",5,10,"great docs"
r09,manager,"slack",1,2,"Not for me"
r10,qa,"selenium;git",4,9,"Good"
"""

LIKERT = {1: "very unhappy", 2: "unhappy", 3: "neutral", 4: "happy", 5: "very happy"}


def nps(scores):
    promoters = sum(1 for s in scores if s >= 9)
    detractors = sum(1 for s in scores if s <= 6)
    return round(100 * (promoters - detractors) / len(scores))


def main():
    rows = list(csv.DictReader(io.StringIO(RESPONSES)))
    print(f"{len(rows)} responses")
    roles = Counter(r["role"] for r in rows)
    for role, n in sorted(roles.items(), key=lambda kv: (-kv[1], kv[0])):
        print(f"  {role:<10}{n:>3}  {n / len(rows):>6.1%}")
    tools = Counter(t for r in rows for t in r["tools"].split(";"))
    print("tool usage:")
    for tool, n in tools.most_common(5):
        print("  %-10s %2d %s" % (tool, n, "#" * n))
    sat = [int(r["satisfaction"]) for r in rows if r["satisfaction"].strip()]
    print(f"satisfaction: n={len(sat)} mean={mean(sat):.2f} median={median(sat)} skipped={len(rows) - len(sat)}")
    for level in sorted(LIKERT, reverse=True):
        n = sat.count(level)
        print(f"  {level} {LIKERT[level]:<13}{'█' * n}{n:>2}")
    rec = [int(r["recommend"]) for r in rows]
    print("NPS:", nps(rec))
    by_role = {}
    for r in rows:
        by_role.setdefault(r["role"], []).append(int(r["recommend"]))
    print("NPS by role:", {k: nps(v) for k, v in sorted(by_role.items())})
    words = Counter()
    for r in rows:
        for w in r["comment"].lower().replace(",", " ").split():
            if len(w) > 3:
                words[w] += 1
    print("comment keywords:", [w for w, n in words.most_common() if n > 1])
    blank = [r["respondent"] for r in rows if not r["comment"]]
    print("no comment:", blank)
    combos = Counter(frozenset(r["tools"].split(";")) & {"git", "docker"} for r in rows)
    print("git+docker users:", combos[frozenset({"git", "docker"})])
    return nps(rec)


if __name__ == "__main__":
    main()
