"""Survey results: answers as IntEnum members and a str-mixin Enum, respondents as
dataclasses with ordering, answer validation raising a custom error whose handler reads
sys.exc_info, bucketed with range indices, and printed as a histogram."""
import sys
from dataclasses import dataclass, field
from enum import Enum, IntEnum


class Score(IntEnum):
    POOR = 1
    FAIR = 2
    GOOD = 3
    GREAT = 4


class Team(str, Enum):
    CORE = "core"
    INFRA = "infra"
    DOCS = "docs"


class BadAnswer(ValueError):
    pass


@dataclass(order=True)
class Respondent:
    team: str
    name: str
    answers: list[int] = field(default_factory=list, compare=False)

    def scores(self):
        out = []
        for a in self.answers:
            if a not in range(1, 5):
                raise BadAnswer(f"{self.name}: answer {a} not in 1..4")
            out.append(Score(a))
        return out


def main():
    people = [
        Respondent(Team.INFRA.value, "ana", [4, 3, 4]),
        Respondent(Team.CORE.value, "bo", [2, 2, 3]),
        Respondent(Team.DOCS.value, "cy", [5, 1]),
        Respondent(Team.CORE.value, "dee", [3, 4, 4]),
    ]
    hist = {s: 0 for s in Score}
    skipped = []
    for p in sorted(people):
        try:
            for s in p.scores():
                hist[s] += 1
        except BadAnswer:
            skipped.append(str(sys.exc_info()[1]))
    for s, n in hist.items():
        print(f"{s.name:<6}{int(s):>2} {'#' * n:<6}{n}")
    print("skipped:", skipped)
    buckets = range(1, 5)
    print([buckets.index(s) for s in Score], buckets.count(Score.GOOD), Score.GOOD + 1, Score(3) > 2)
    print(Team("docs"), Team.CORE.upper(), [t.value for t in Team], Team.INFRA == "infra")
    return max(hist, key=hist.get).name
