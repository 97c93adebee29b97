"""Solve water-jug puzzles by breadth-first search over states, with the moves explained."""
from collections import deque
from math import gcd
from typing import Dict, List, Optional, Tuple

State = Tuple[int, ...]


def moves(state: State, caps: Tuple[int, ...]):
    n = len(caps)
    for i in range(n):
        if state[i] < caps[i]:
            yield f"fill {i}", state[:i] + (caps[i],) + state[i + 1:]
        if state[i] > 0:
            yield f"empty {i}", state[:i] + (0,) + state[i + 1:]
        for j in range(n):
            if i != j and state[i] > 0 and state[j] < caps[j]:
                amount = min(state[i], caps[j] - state[j])
                new = list(state)
                new[i] -= amount
                new[j] += amount
                yield f"pour {i}->{j}", tuple(new)


def solve(caps: Tuple[int, ...], goal: int) -> Optional[List[Tuple[str, State]]]:
    start: State = tuple(0 for _ in caps)
    parent: Dict[State, Optional[Tuple[State, str]]] = {start: None}
    queue = deque([start])
    while queue:
        state = queue.popleft()
        if goal in state:
            steps = []
            while parent[state] is not None:
                prev, how = parent[state]
                steps.append((how, state))
                state = prev
            return steps[::-1]
        for how, nxt in moves(state, caps):
            if nxt not in parent:
                parent[nxt] = (state, how)
                queue.append(nxt)
    return None


def reachable_count(caps):
    seen = {tuple(0 for _ in caps)}
    frontier = list(seen)
    while frontier:
        frontier = [n for s in frontier for _, n in moves(s, caps) if n not in seen and not seen.add(n)]
    return len(seen)


def main():
    puzzles = [((3, 5), 4), ((8, 5, 3), 4), ((6, 9), 4), ((7, 11), 6), ((4,), 4), ((2, 6), 5)]
    for caps, goal in puzzles:
        plan = solve(caps, goal)
        if plan is None:
            g = 0
            for c in caps:
                g = gcd(g, c)
            print(f"{caps} -> {goal}: impossible (gcd {g}), {reachable_count(caps)} states reachable")
            continue
        print(f"{caps} -> {goal}: {len(plan)} steps")
        for how, state in plan:
            print(f"    {how:<9} {state}")
    print(moves.__name__, sum(1 for _ in moves((0, 0), (3, 5))))


if __name__ == "__main__":
    main()
