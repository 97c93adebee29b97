SCORES = {"ann": 91, "bob": 78, "cy": 85, "dee": 62}
LIMIT = len(SCORES)
PASS_MARK = sum(SCORES.values()) // LIMIT


def bounds(values):
    ordered = sorted(values)
    return ordered[0], ordered[-1]


LOW, HIGH = bounds(SCORES.values())
(best, *others) = sorted(SCORES, key=SCORES.get, reverse=True)
[FIRST_LETTER, *_] = best
SPREAD = HIGH - LOW
TOP = [name for name in SCORES if SCORES[name] >= PASS_MARK]


def grade(name, mark=PASS_MARK, scale=SPREAD, seen=TOP):
    score = SCORES[name]
    seen.append(name)
    return f"{name}: {score} ({'pass' if score >= mark else 'fail'}, {100 * (score - LOW) / scale:.0f}% of range)"


def main():
    for name in SCORES:
        print(grade(name))
    print(grade("bob", mark=70))
    print(LOW, HIGH, best, others, FIRST_LETTER, PASS_MARK)
    return len(TOP)
