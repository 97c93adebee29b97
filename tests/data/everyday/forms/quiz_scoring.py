ANSWERS = {1: "b", 2: "d", 3: "a", 4: "c", 5: "b"}
SUBMISSIONS = {"ann": "bdacb", "bob": "bdxcb", "cy": "aaaaa"}


def score(sheet, *, penalty=0):
    right = wrong = 0
    for q, given in zip(sorted(ANSWERS), sheet):
        if given == ANSWERS[q]:
            right += 1
        elif given != "x":
            wrong += 1
    return right - penalty * wrong


def main() -> None:
    for name, sheet in SUBMISSIONS.items():
        print(f"{name}: {score(sheet)} / {len(ANSWERS)} (with penalty {score(sheet, penalty=0.25)})")
    perfect = [n for n, s in SUBMISSIONS.items() if score(s) == len(ANSWERS)]
    print("perfect:", perfect)
