"""Expense approval workflow with a state machine, role checks and an audit log."""
from enum import Enum
from dataclasses import dataclass, field


class State(str, Enum):
    DRAFT = "draft"
    SUBMITTED = "submitted"
    APPROVED = "approved"
    REJECTED = "rejected"
    PAID = "paid"


TRANSITIONS = {
    (State.DRAFT, "submit"): (State.SUBMITTED, {"employee"}),
    (State.SUBMITTED, "approve"): (State.APPROVED, {"manager", "finance"}),
    (State.SUBMITTED, "reject"): (State.REJECTED, {"manager", "finance"}),
    (State.REJECTED, "submit"): (State.SUBMITTED, {"employee"}),
    (State.APPROVED, "pay"): (State.PAID, {"finance"}),
}


class WorkflowError(Exception):
    pass


@dataclass
class Expense:
    id: int
    amount: float
    state: State = State.DRAFT
    audit: list = field(default_factory=list)

    def apply(self, action, actor, role):
        key = (self.state, action)
        if key not in TRANSITIONS:
            raise WorkflowError(f"cannot {action} when {self.state.value}")
        target, roles = TRANSITIONS[key]
        if role not in roles:
            raise WorkflowError(f"{actor} ({role}) may not {action}")
        if action == "approve" and self.amount > 1000 and role != "finance":
            raise WorkflowError("amounts over 1000 need finance approval")
        self.audit.append(f"{self.state.value} -> {target.value} by {actor}")
        self.state = target


def main():
    exp = Expense(7, 1450.0)
    steps = [("submit", "eve", "employee"), ("approve", "max", "manager"), ("reject", "max", "manager"),
             ("pay", "fin", "finance"), ("submit", "eve", "employee"), ("approve", "fin", "finance"),
             ("pay", "fin", "finance"), ("submit", "eve", "employee")]
    for action, actor, role in steps:
        try:
            exp.apply(action, actor, role)
            print(f"{action:<8} ok   -> {exp.state.value}")
        except WorkflowError as err:
            print(f"{action:<8} FAIL {err}")
    print("\n".join(f"  {i}. {line}" for i, line in enumerate(exp.audit, 1)))
    print(exp.state == "paid", State("approved").name, sorted(s.value for s in State)[:2])


if __name__ == "__main__":
    main()
