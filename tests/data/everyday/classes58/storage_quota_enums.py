"""Report storage quotas per plan, with sizes and permissions computed in enum bodies."""
from enum import Enum, IntEnum, Flag, auto


class Unit(IntEnum):
    B = 1
    KB = B << 10
    MB = KB << 10
    GB = MB * 1024
    TB = GB * 1024

    @classmethod
    def best_for(cls, n):
        best = cls.B
        for u in cls:
            if n >= u.value:
                best = u
        return best


class Perm(Flag):
    READ = 1 << 2
    WRITE = 1 << 1
    SHARE = 1 << 0
    EDITOR = READ | WRITE
    OWNER = EDITOR | SHARE


class Plan(Enum):
    _ignore_ = ["scratch"]
    FREE = (5 * 1024, 1)
    TEAM = (2 * 1024 * 1024, 10)
    SCALE = (50 * 1024 * 1024, 200)

    def __init__(self, quota_kb, seats):
        self.quota_kb = quota_kb
        self.seats = seats

    @property
    def per_seat_kb(self):
        return self.quota_kb // self.seats

    def describe(self):
        return f"{self.name.title()}: {human(self.quota_kb * Unit.KB)} for {self.seats} seat(s)"


class Tier(Enum):
    BRONZE = auto()
    SILVER = 10
    GOLD = auto()
    RATIO = 3 / 4
    LABEL = "ti" + "er"


def human(n):
    unit = Unit.best_for(n)
    value = n / unit.value
    return f"{value:.1f} {unit.name}"


def check_access(role, wanted):
    missing = [p.name for p in Perm if p in wanted and p not in role]
    return "ok" if not missing else "missing " + ",".join(missing)


def main():
    print([(u.name, u.value) for u in Unit])
    print(Unit.best_for(3_500_000), human(123_456_789), human(512))
    for plan in Plan:
        print(plan.describe(), "| per seat:", human(plan.per_seat_kb * Unit.KB))
    usage = {"FREE": 4_000, "TEAM": 2_500_000, "SCALE": 1_000_000}
    for name, used_kb in usage.items():
        plan = Plan[name]
        pct = 100 * used_kb / plan.quota_kb
        flag = "OVER" if pct > 100 else "ok"
        print(f"{name:<6}{pct:8.2f}% {flag}")
    print(Perm.EDITOR, Perm.OWNER, Perm.OWNER.value, Perm.READ | Perm.SHARE)
    print(check_access(Perm.EDITOR, Perm.READ | Perm.SHARE), check_access(Perm.OWNER, Perm.EDITOR))
    print([t.value for t in Tier], Tier(11), Tier.LABEL.value)
    print(Plan.TEAM.value, len(Plan), "scratch" in Plan.__members__)


if __name__ == "__main__":
    main()
