# Tuple unpacking, enumerate and zip in hot loops.

COUNT = 150000


def make_points(count: int) -> list[tuple[int, int]]:
    pts = []
    seed = 12345
    for _ in range(count):
        seed = (seed * 1103515245 + 12345) % 2147483648
        x = (seed >> 8) % 1000
        seed = (seed * 1103515245 + 12345) % 2147483648
        y = (seed >> 8) % 1000
        pts.append((x, y))
    return pts


def main() -> int:
    pts = make_points(COUNT)
    shifted = pts[1:] + pts[:1]
    total = 0
    for rounds in range(4):
        for i, ((x1, y1), (x2, y2)) in enumerate(zip(pts, shifted)):
            dx = x2 - x1
            dy = y2 - y1
            total += abs(dx) + abs(dy) + (i & rounds)
        a, b = 0, 1
        for x, y in pts:
            a, b = b, (a + x * y) % 1000003
        total += a + b
    labels = [f"p{i}" for i in range(len(pts))]
    acc = 0
    for idx, (label, (x, y)) in enumerate(zip(labels, pts)):
        if idx % 1000 == 0:
            acc += len(label) + x - y
    print(f"total {total} acc {acc}")
    return total + acc
