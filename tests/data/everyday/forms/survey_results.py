RESPONSES = [
    {"age": 23, "likes": ["tea", "jazz"]},
    {"age": 35, "likes": ["coffee"]},
    {"age": 41, "likes": ["tea", "rock", "jazz"]},
    {"age": 29, "likes": []},
    {"age": 62, "likes": ["tea"]},
]
BANDS = ((18, 30, "18-29"), (30, 50, "30-49"), (50, 120, "50+"))


def band(age):
    for lo, hi, label in BANDS:
        if lo <= age < hi:
            return label
    return "?"


def main() -> None:
    per_band = {}
    for r in RESPONSES:
        per_band.setdefault(band(r["age"]), []).append(r)
    for label in (b[2] for b in BANDS):
        group = per_band.get(label, [])
        likes = sorted({l for r in group for l in r["likes"]})
        print(f"{label:<6}{len(group)} people, likes: {likes}")
    tea = sum(1 for r in RESPONSES if "tea" in r["likes"])
    print(f"tea fans: {tea}/{len(RESPONSES)}")
