"""Check loan applications against rules, collecting every failure as a custom exception."""
from dataclasses import dataclass
from typing import Callable, Optional


class RuleViolation(Exception):
    code = "GENERIC"

    def __init__(self, detail: str):
        super().__init__(detail)
        self.detail = detail

    def __str__(self):
        return f"[{self.code}] {self.detail}"


class IncomeTooLow(RuleViolation):
    code = "INC"


class DebtRatioTooHigh(RuleViolation):
    code = "DTI"


class CreditScoreTooLow(RuleViolation):
    code = "FICO"


class ApplicantTooYoung(RuleViolation):
    code = "AGE"


@dataclass
class Application:
    name: str
    age: int
    annual_income: int
    monthly_debt: int
    credit_score: Optional[int]
    amount: int
    term_months: int

    @property
    def payment(self) -> float:
        r = 0.065 / 12
        return self.amount * r / (1 - (1 + r) ** -self.term_months)

    @property
    def dti(self) -> float:
        return (self.monthly_debt + self.payment) / (self.annual_income / 12)


def rule_age(app):
    if app.age < 18:
        raise ApplicantTooYoung(f"{app.age} is under 18")


def rule_income(app):
    if app.annual_income < 25_000:
        raise IncomeTooLow(f"income {app.annual_income:,} < 25,000")


def rule_dti(app):
    if app.dti > 0.43:
        raise DebtRatioTooHigh(f"DTI {app.dti:.1%} > 43%")


def rule_credit(app):
    if app.credit_score is None:
        raise CreditScoreTooLow("no credit file")
    if app.credit_score < 620:
        raise CreditScoreTooLow(f"score {app.credit_score} < 620")


RULES: list[Callable[[Application], None]] = [rule_age, rule_income, rule_dti, rule_credit]


def evaluate(app):
    problems = []
    for rule in RULES:
        try:
            rule(app)
        except RuleViolation as exc:
            problems.append(exc)
    return problems


def main():
    apps = [
        Application("Ada", 34, 88_000, 450, 742, 25_000, 60),
        Application("Bo", 17, 12_000, 0, None, 5_000, 24),
        Application("Cy", 45, 52_000, 1_400, 655, 30_000, 36),
        Application("Di", 29, 41_000, 200, 598, 8_000, 48),
        Application("Ed", 61, 130_000, 3_900, 810, 90_000, 84),
    ]
    approved = []
    codes = {}
    for app in apps:
        problems = evaluate(app)
        status = "APPROVED" if not problems else "DECLINED"
        print(f"{app.name:<3} {status:<8} payment ${app.payment:8.2f}  DTI {app.dti:6.1%}")
        for p in problems:
            print(f"      {p}  <{type(p).__name__}>")
            codes[p.code] = codes.get(p.code, 0) + 1
        if not problems:
            approved.append(app)
    print("decline reasons:", sorted(codes.items(), key=lambda kv: (-kv[1], kv[0])))
    print("approved volume:", f"${sum(a.amount for a in approved):,}")
    try:
        raise DebtRatioTooHigh("manual check") from ValueError("bad input")
    except RuleViolation as exc:
        print(repr(exc), "caused by", repr(exc.__cause__), isinstance(exc, Exception))


if __name__ == "__main__":
    main()
