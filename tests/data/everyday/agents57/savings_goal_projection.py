"""Project monthly savings toward goals with compound interest and contribution raises."""
import math
from dataclasses import dataclass


@dataclass
class Goal:
    name: str
    target: float
    start_balance: float
    monthly: float
    annual_rate: float
    raise_pct: float = 0.0

    def project(self, max_months=240):
        balance = self.start_balance
        contribution = self.monthly
        rate = self.annual_rate / 12
        history = []
        for month in range(1, max_months + 1):
            interest = balance * rate
            balance += interest + contribution
            history.append((month, round(balance, 2), round(interest, 2)))
            if balance >= self.target:
                return month, history
            if month % 12 == 0:
                contribution *= 1 + self.raise_pct
        return None, history


def months_needed_closed_form(target, pv, pmt, r):
    """Months for a level annuity: solve FV(n) = target."""
    if r == 0:
        return math.ceil((target - pv) / pmt)
    n = math.log((target * r + pmt) / (pv * r + pmt)) / math.log(1 + r)
    return math.ceil(n)


def fmt_months(m):
    if m is None:
        return "not reached"
    years, months = divmod(m, 12)
    parts = []
    if years:
        parts.append(f"{years} yr" + ("s" if years > 1 else ""))
    if months:
        parts.append(f"{months} mo")
    return " ".join(parts)


def main():
    goals = [
        Goal("Emergency fund", 15000, 2500, 400, 0.045),
        Goal("House deposit", 60000, 10000, 900, 0.05, raise_pct=0.03),
        Goal("New laptop", 2400, 0, 150, 0.0),
        Goal("Sailing boat", 250000, 1000, 200, 0.02),
    ]
    for g in goals:
        months, history = g.project()
        print(f"{g.name:<16} target {g.target:>10,.0f}  -> {fmt_months(months)}")
        if months:
            check = months_needed_closed_form(g.target, g.start_balance, g.monthly, g.annual_rate / 12)
            print(f"{'':<16} closed form (no raises): {check} months")
            total_interest = sum(h[2] for h in history)
            print(f"{'':<16} interest earned: {total_interest:,.2f}")
        milestones = [h for h in history if h[0] in (12, 60, 120)]
        for month, bal, _ in milestones:
            print(f"{'':<16} month {month:>3}: {bal:>12,.2f}")


if __name__ == "__main__":
    main()
