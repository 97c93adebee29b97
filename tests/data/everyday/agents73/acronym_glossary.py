import re
from collections import Counter

DOC = """The Service Level Agreement (SLA) defines uptime targets. Each SLA is reviewed by the
Site Reliability Engineering (SRE) group. SRE tracks Mean Time To Recovery (MTTR) per incident,
and the MTTR must stay under 4h. Incidents are logged in the ITSM tool; see also the
Recovery Point Objective (RPO) and Recovery Time Objective (RTO). Unknown terms like KPI and
OKR should be defined before use. The SLA and RTO are signed by the CTO. API calls to the
Application Programming Interface (API) are rate limited. MTTR, RPO, RTO... all matter.
"""

DEFINITION = re.compile(r"(?P<long>(?:[A-Z][a-z]+\s){1,6}?(?:[A-Z][a-z]+))\s\((?P<short>[A-Z]{2,6})\)")
ACRONYM = re.compile(r"\b[A-Z]{2,6}\b")


def initials_match(long: str, short: str) -> bool:
    return "".join(w[0] for w in long.split()) == short


def main():
    glossary = {}
    first_def_pos = {}
    for m in DEFINITION.finditer(DOC):
        words = m["long"].split()
        for k in range(len(words)):
            candidate = " ".join(words[k:])
            if initials_match(candidate, m["short"]):
                glossary.setdefault(m["short"], candidate)
                first_def_pos.setdefault(m["short"], m.start("short"))
                break
    uses = Counter(ACRONYM.findall(DOC))
    print("Glossary:")
    for short in sorted(glossary):
        print(f"  {short:<5} {glossary[short]:<36} used {uses[short]}x")
    undefined = sorted(a for a in uses if a not in glossary)
    print("Undefined:", ", ".join(undefined))
    early = []
    for m in ACRONYM.finditer(DOC):
        pos = first_def_pos.get(m[0])
        if pos is not None and m.start() < pos:
            early.append((m[0], DOC.count("\n", 0, m.start()) + 1))
    print("Used before definition:", early)

    expanded_once = set()

    def expand(m: re.Match) -> str:
        short = m.group(0)
        if short in glossary and short not in expanded_once:
            expanded_once.add(short)
            return f"{glossary[short]} [{short}]"
        return short

    body = DEFINITION.sub(lambda m: m["short"], DOC)
    body = ACRONYM.sub(expand, body)
    print("---")
    print(body.strip())
    print("---")
    n_sub = len(re.findall(r"\[[A-Z]+\]", body))
    runs = re.subn(r"\s+", " ", DOC)[1]
    print(f"expanded {n_sub} acronyms; {runs} whitespace runs")
    return glossary


if __name__ == "__main__":
    main()
