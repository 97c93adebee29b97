# Grid BFS with deque and tuple coordinates.
from collections import deque

def main() -> int:
    W, H = 160, 160
    walls = {(x, y) for x in range(W) for y in range(H) if (x * 7 + y * 13) % 11 == 0 and (x, y) != (0, 0)}
    total = 0
    for start in [(0, 0), (5, 5), (80, 3)]:
        if start in walls:
            continue
        dist = {start: 0}
        q = deque([start])
        while q:
            x, y = q.popleft()
            d = dist[(x, y)]
            for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1)):
                nx, ny = x + dx, y + dy
                if 0 <= nx < W and 0 <= ny < H and (nx, ny) not in walls and (nx, ny) not in dist:
                    dist[(nx, ny)] = d + 1
                    q.append((nx, ny))
        total += max(dist.values()) + len(dist)
    print(total)
    return total
