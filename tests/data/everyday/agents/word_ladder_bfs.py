WORDS = ["cold", "cord", "card", "ward", "warm", "worm", "word", "wood", "corm", "wore", "core"]


def neighbours(word, pool):
    out = []
    for other in pool:
        if len(other) == len(word) and sum(a != b for a, b in zip(word, other)) == 1:
            out.append(other)
    return out


def ladder(start, goal, pool):
    frontier = [[start]]
    seen = {start}
    while frontier:
        path = frontier.pop(0)
        if path[-1] == goal:
            return path
        for nxt in sorted(neighbours(path[-1], pool)):
            if nxt not in seen:
                seen.add(nxt)
                frontier.append(path + [nxt])
    return None


def main():
    for a, b in [("cold", "warm"), ("word", "core"), ("cold", "wood"), ("card", "xyz")]:
        path = ladder(a, b, WORDS)
        print(f"{a} -> {b}:", " > ".join(path) if path else "no path", f"({len(path) - 1} steps)" if path else "")
    degree = {w: len(neighbours(w, WORDS)) for w in WORDS}
    hub = max(sorted(degree), key=degree.get)
    print("hub:", hub, degree[hub])
    return sum(degree.values()) // 2
