"""Schedule exams into the fewest slots so no student sits two at once (greedy graph colouring)."""
from collections import defaultdict
from itertools import combinations

ENROLMENTS = {
    "ana": ["maths", "physics", "chemistry"],
    "ben": ["maths", "history", "art"],
    "cat": ["physics", "biology", "art"],
    "dev": ["chemistry", "biology", "music"],
    "eve": ["history", "music", "drama"],
    "fay": ["maths", "drama"],
    "gil": ["economics", "history"],
    "hal": ["biology", "economics", "maths"],
}
SLOTS = ["Mon AM", "Mon PM", "Tue AM", "Tue PM", "Wed AM", "Wed PM"]


def conflict_graph(enrolments):
    graph = defaultdict(set)
    for courses in enrolments.values():
        for a, b in combinations(courses, 2):
            graph[a].add(b)
            graph[b].add(a)
        for c in courses:
            graph[c]
    return graph


def welsh_powell(graph) -> dict[str, int]:
    order = sorted(graph, key=lambda v: (-len(graph[v]), v))
    colour: dict[str, int] = {}
    for v in order:
        used = {colour[n] for n in graph[v] if n in colour}
        colour[v] = next(c for c in range(len(graph)) if c not in used)
    return colour


def back_to_back(colour, enrolments):
    """Students with exams in consecutive slots on the same day."""
    clashes = []
    for student, courses in sorted(enrolments.items()):
        slots = sorted(colour[c] for c in courses)
        for a, b in zip(slots, slots[1:]):
            if b == a + 1 and SLOTS[a].split()[0] == SLOTS[b].split()[0]:
                clashes.append((student, SLOTS[a], SLOTS[b]))
    return clashes


def main():
    graph = conflict_graph(ENROLMENTS)
    print("degrees:", ", ".join(f"{v}={len(n)}" for v, n in sorted(graph.items(), key=lambda kv: -len(kv[1]))))
    colour = welsh_powell(graph)
    slots_used = max(colour.values()) + 1
    print(f"{slots_used} slots needed for {len(graph)} exams")
    by_slot = defaultdict(list)
    for course, c in colour.items():
        by_slot[c].append(course)
    for c in sorted(by_slot):
        size = sum(1 for courses in ENROLMENTS.values() if set(courses) & set(by_slot[c]))
        print(f"  {SLOTS[c]:<7} {', '.join(sorted(by_slot[c])):<32} {size} students")
    assert all(colour[a] != colour[b] for a in graph for b in graph[a])
    for student, first, second in back_to_back(colour, ENROLMENTS):
        print(f"  note: {student} has {first} then {second}")
    densest = max(combinations(sorted(graph), 2), key=lambda p: len(graph[p[0]] & graph[p[1]]))
    print("most shared neighbours:", densest, sorted(graph[densest[0]] & graph[densest[1]]))


if __name__ == "__main__":
    main()
