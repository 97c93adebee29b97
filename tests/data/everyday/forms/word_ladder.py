WORDS = {"cold", "cord", "card", "ward", "warm", "word", "worm", "corm"}


def neighbours(word):
    for i in range(len(word)):
        for ch in "abcdefghijklmnopqrstuvwxyz":
            cand = word[:i] + ch + word[i + 1:]
            if cand != word and cand in WORDS:
                yield cand


def ladder(start, goal):
    frontier = [[start]]
    seen = {start}
    while frontier:
        path, *frontier = frontier
        if path[-1] == goal:
            return path
        for n in sorted(neighbours(path[-1])):
            if n not in seen:
                seen.add(n)
                frontier.append(path + [n])
    return None


def main() -> None:
    print(" -> ".join(ladder("cold", "warm")))
    print(ladder("cold", "zzzz"))
