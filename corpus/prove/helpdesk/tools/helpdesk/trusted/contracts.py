"""Contract helpers for the `helpdesk` domain."""
from clauz3.spec import ContractSpec, contract, effect

from tools.helpdesk.trusted.effects import close_ticket, escalate, notify, open_ticket, page

Opens = effect(open_ticket)
Closes = effect(close_ticket)
Escalations = effect(escalate)
Pages = effect(page)
Notes = effect("notify")
Everything = effect()


@contract(description="Every team paged at severity {severity} or above is also sent a note.")
def paged_team_notified(severity: int = 4) -> ContractSpec:
    urgent = Pages.where(lambda p: p.severity >= severity)
    written = Notes.where(lambda n: len(n.text) > 0)
    return urgent.shares_value(written, lambda e: e.team)


@contract
def escalations_at_most(level: int) -> ContractSpec:
    return Escalations.all(lambda e: e.level <= level)


@contract
def no_sev5_pages() -> ContractSpec:
    return Pages.where(lambda p: p.severity == 5).empty()


@contract
def closed_once() -> ContractSpec:
    return Closes.distinct(lambda c: c.ticket)


@contract
def queues_only(queues: list[str]) -> ContractSpec:
    return Opens.all(lambda o: o.queue in queues)


@contract
def pages_at_most(n: int) -> ContractSpec:
    return Pages.count() <= n


@contract(description="The program makes at most {n} trusted calls of any kind.")
def calls_at_most(n: int) -> ContractSpec:
    return Everything.count() <= n


@contract
def urgent_tickets_at_most(n: int) -> ContractSpec:
    return Opens.where(lambda o: o.priority == 1).count() <= n


@contract
def team_severity_at_most(team: str, total: int) -> ContractSpec:
    return Pages.where(lambda p: p.team == team).sum(lambda p: p.severity) <= total


@contract
def loud_pages_distinct_teams() -> ContractSpec:
    return Pages.where(lambda p: p.severity >= 3).distinct(lambda p: p.team)


@contract
def tickets_escalated_after_open() -> ContractSpec:
    return Escalations.where(lambda e: e.level > 1).count() >= 1
