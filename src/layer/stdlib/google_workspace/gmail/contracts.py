"""Contracts over email: previews or real sends, drafts, recipients, counts and content.

``Email`` holds sends (previews included) and drafts together, so recipient, count and
content contracts cover both; ``Send`` and ``Draft`` hold one kind each.
``dry_run_only()`` keeps sends to previews; add ``no_drafts()`` to keep the mailbox
untouched as well.
"""

from clauz3.spec import ContractSpec, contract, effect
from clauz3.spec import no_guarantees as nothing_promised

Email = effect("send_email", "create_draft")
Send = effect("send_email")
Draft = effect("create_draft")


@contract(description="No restrictions are imposed on email tools.")
def no_guarantees() -> ContractSpec:
    """Promise nothing about sends, previews or drafts."""
    return nothing_promised()


@contract(description="Email send calls are previews only; saving drafts is still allowed.")
def dry_run_only() -> ContractSpec:
    """Every send passes ``dry_run=True`` itself; a send relying on the default does not count as one."""
    return Send.all(lambda e: e.dry_run == True)  # noqa: E712 -- compared as the call passed it


@contract(description="Email tools cannot send messages or preview sends; saving drafts is allowed.")
def no_emails() -> ContractSpec:
    """No send happens, not even a preview; drafts stay allowed."""
    return Send.empty()


@contract(description="Email tools address sent messages and saved drafts only to {allowlist}.")
def only_recipients(allowlist: list[str]) -> ContractSpec:
    """Every send and draft goes to a ``to`` that is exactly one of ``allowlist``."""
    return Email.all(lambda e: e.to in allowlist)


@contract(description="Email tools make at most one send or draft call per recipient.")
def unique_recipients() -> ContractSpec:
    """No two sends or drafts go to the same ``to``."""
    return Email.distinct(lambda e: e.to)


@contract(description="Email tools make at most {count} send or draft calls in total.")
def emails_at_most(count: int) -> ContractSpec:
    """At most ``count`` sends and drafts together, previews included."""
    return Email.count() <= count


@contract(description="Every sent message or saved draft has {marker} in its subject.")
def subject_must_contain(marker: str) -> ContractSpec:
    """Every send's and draft's subject contains ``marker``."""
    return Email.all(lambda e: marker in e.subject)


@contract(description="Every sent message or saved draft has at most {max_chars} characters in its subject.")
def subject_length_at_most(max_chars: int) -> ContractSpec:
    """Every subject is at most ``max_chars`` characters long."""
    return Email.all(lambda e: len(e.subject) <= max_chars)


@contract(description="Every sent message or saved draft has at most {max_chars} characters in its body.")
def body_length_at_most(max_chars: int) -> ContractSpec:
    """Every body is at most ``max_chars`` characters long."""
    return Email.all(lambda e: len(e.body) <= max_chars)


@contract(description="No sent message or saved draft contains the literal text {substring} in its body.")
def no_body_contains(substring: str) -> ContractSpec:
    """No send's or draft's body contains ``substring``."""
    return Email.all(lambda e: substring not in e.body)


@contract(description="No sent message or saved draft contains the literal text {substring} in its subject.")
def no_subject_contains(substring: str) -> ContractSpec:
    """No send's or draft's subject contains ``substring``."""
    return Email.all(lambda e: substring not in e.subject)


@contract(description="Email tools may save drafts; sending messages and previewing sends are forbidden.")
def drafts_only() -> ContractSpec:
    """Drafts only: no send happens, not even a preview."""
    return Send.empty()


@contract(description="Email tools cannot save drafts; sending messages is still allowed.")
def no_drafts() -> ContractSpec:
    """No draft is saved; sends stay allowed."""
    return Draft.empty()
