"""A small 2-D vector class driving a projectile and collision simulation."""
import math
from functools import total_ordering


@total_ordering
class Vec:
    __slots__ = ("x", "y")

    def __init__(self, x=0.0, y=0.0):
        self.x = float(x)
        self.y = float(y)

    def __add__(self, o):
        return Vec(self.x + o.x, self.y + o.y)

    def __sub__(self, o):
        return Vec(self.x - o.x, self.y - o.y)

    def __mul__(self, k):
        return Vec(self.x * k, self.y * k)

    __rmul__ = __mul__

    def __truediv__(self, k):
        return Vec(self.x / k, self.y / k)

    def __neg__(self):
        return Vec(-self.x, -self.y)

    def __abs__(self):
        return math.hypot(self.x, self.y)

    def __eq__(self, o):
        return isinstance(o, Vec) and (self.x, self.y) == (o.x, o.y)

    def __lt__(self, o):
        return abs(self) < abs(o)

    def __hash__(self):
        return hash((self.x, self.y))

    def __iter__(self):
        yield self.x
        yield self.y

    def __bool__(self):
        return bool(self.x or self.y)

    def __repr__(self):
        return f"Vec({self.x:.2f}, {self.y:.2f})"

    def dot(self, o):
        return self.x * o.x + self.y * o.y

    def normalized(self):
        n = abs(self)
        return self / n if n else Vec()

    def angle_deg(self):
        return math.degrees(math.atan2(self.y, self.x))


GRAVITY = Vec(0, -9.81)


def fly(speed, angle, dt=0.05):
    v = Vec(math.cos(math.radians(angle)), math.sin(math.radians(angle))) * speed
    p = Vec()
    t = 0.0
    peak = p
    while True:
        v = v + GRAVITY * dt
        p = p + v * dt
        t += dt
        peak = max(peak, p, key=lambda q: q.y)
        if p.y <= 0:
            return p, peak, t


def bounce(velocity, normal, restitution=0.8):
    n = normal.normalized()
    return (velocity - 2 * velocity.dot(n) * n) * restitution


def main():
    for angle in (30, 45, 60):
        land, peak, t = fly(20, angle)
        print(f"angle {angle}: lands x={land.x:6.2f} after {t:.2f}s, peak {peak.y:5.2f} m")
    v = Vec(3, -4)
    print("speed", abs(v), "dir", round(v.angle_deg(), 1), "unit", v.normalized())
    print("bounce off floor:", bounce(v, Vec(0, 1)))
    print("bounce off slope:", bounce(v, Vec(1, 1)))
    pts = [Vec(1, 1), Vec(-2, 0), Vec(0.5, 0.5), Vec(1, 1)]
    print(sorted(pts), max(pts), len(set(pts)), Vec(2, 0) >= Vec(0, 2))
    x, y = Vec(7, 8)
    print(x + y, bool(Vec()), -Vec(1, 2), 2 * Vec(1, 2) == Vec(2, 4))


if __name__ == "__main__":
    main()
