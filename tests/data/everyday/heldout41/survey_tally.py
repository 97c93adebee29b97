RESPONSES = """q1,q2,q3,comment
yes,4,red,Great service
no,2,blue,
yes,5,red,Loved it!!
yes,3,green,ok
,1,blue,Too slow
no,4,red,
yes,5,,Excellent - would return"""


def main():
    header, *rows = [line.split(",") for line in RESPONSES.splitlines()]
    records = [dict(zip(header, r)) for r in rows]
    print(len(records), "responses;", header)
    yes = sum(r["q1"] == "yes" for r in records)
    no = sum(r["q1"] == "no" for r in records)
    blank = len(records) - yes - no
    print(f"q1: yes={yes} no={no} blank={blank} ({yes / len(records):.1%} yes)")
    ratings = [int(r["q2"]) for r in records if r["q2"].isdigit()]
    dist = {k: ratings.count(k) for k in range(1, 6)}
    for k, n in dist.items():
        print(f"  {k}★ {'█' * n:<4}{n}")
    print("mean rating:", round(sum(ratings) / len(ratings), 2), "median:", sorted(ratings)[len(ratings) // 2])
    colors = {}
    for r in records:
        c = r["q3"] or "(none)"
        colors[c] = colors.get(c, 0) + 1
    print(colors, max(colors, key=colors.get))
    comments = [r["comment"].strip("!") for r in records if r["comment"]]
    print(comments)
    print("avg comment words: %.2f" % (sum(len(c.split()) for c in comments) / len(comments)))
    by_answer = {}
    for r in records:
        by_answer.setdefault(r["q1"] or "?", []).append(int(r["q2"]))
    print({k: sum(v) / len(v) for k, v in sorted(by_answer.items())})


if __name__ == "__main__":
    main()
