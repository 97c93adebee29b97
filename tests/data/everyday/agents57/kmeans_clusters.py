"""K-means clustering of delivery points with deterministic initial centroids."""
import math
from statistics import mean

POINTS = [
    (1.0, 1.2), (1.5, 2.0), (3.0, 4.0), (5.0, 7.0), (3.5, 5.0), (4.5, 5.0), (3.5, 4.5),
    (9.0, 1.0), (8.5, 2.0), (9.5, 0.5), (8.0, 1.5), (1.2, 0.8), (0.5, 1.9), (5.5, 6.5),
]


def closest(point, centroids):
    return min(range(len(centroids)), key=lambda i: (math.dist(point, centroids[i]), i))


def kmeans(points, k, max_iter=20):
    # Farthest-point initialisation from the first point keeps runs deterministic.
    centroids = [points[0]]
    while len(centroids) < k:
        far = max(points, key=lambda p: min(math.dist(p, c) for c in centroids))
        centroids.append(far)
    for iteration in range(1, max_iter + 1):
        groups = [[] for _ in range(k)]
        for p in points:
            groups[closest(p, centroids)].append(p)
        new = [
            (round(mean(x for x, _ in g), 4), round(mean(y for _, y in g), 4)) if g else centroids[i]
            for i, g in enumerate(groups)
        ]
        if new == centroids:
            return centroids, groups, iteration
        centroids = new
    return centroids, groups, max_iter


def inertia(centroids, groups):
    return sum(math.dist(p, c) ** 2 for c, g in zip(centroids, groups) for p in g)


def main():
    for k in (2, 3, 4):
        centroids, groups, iters = kmeans(POINTS, k)
        print(f"k={k}: converged after {iters} iterations, inertia {inertia(centroids, groups):.3f}")
        for i, (c, g) in enumerate(sorted(zip(centroids, groups))):
            radius = max(math.dist(p, c) for p in g)
            print(f"  cluster {i}: centre ({c[0]:.2f}, {c[1]:.2f}) size {len(g):2d} radius {radius:.2f}")
    depot = (5.0, 3.0)
    nearest = sorted(POINTS, key=lambda p: math.hypot(p[0] - depot[0], p[1] - depot[1]))[:3]
    print("nearest to depot:", nearest)


if __name__ == "__main__":
    main()
