"""The Gmail library's effects: send an email (a preview unless asked), save a draft.

``send_email`` does nothing unless called with ``dry_run=False``; then it delivers a new
message through the user's own ``gog`` CLI (``gog gmail send``), or the ``pa`` CLI when
``CLAUZ3_EMAIL_BACKEND=pa``. ``create_draft`` always writes: it saves an unsent message in
Gmail's Drafts folder with ``gog gmail drafts create`` (gog only). Neither returns
anything; what the CLI prints goes to nobody.

The prover never runs these bodies. ``clauz3 run`` runs the CLI natively with an argument
vector, never a shell, stopped after 120 seconds: a non-zero exit raises ``RuntimeError``
(with what the CLI said), running out of time ``TimeoutError``, an unknown backend
``ValueError``. Without the CLI on the PATH the run stops with an error saying so.
``dry_run_only()`` asks every send to pass ``dry_run=True`` itself: a call that leaves
the default in place does not satisfy it.
"""

import deal

import clauz3


@clauz3.requires(
    lambda to, subject, body, *, dry_run=True: "@" in to,
    message='to must contain "@"',
)
@clauz3.requires(
    lambda to, subject, body, *, dry_run=True: len(subject) > 0,
    message="subject must be non-empty",
)
@deal.raises(RuntimeError, TimeoutError, ValueError)
@clauz3.trusted
def send_email(to: str, subject: str, body: str, *, dry_run: bool = True) -> None:
    """Deliver a new message to ``to`` when ``dry_run=False``; otherwise only a preview.

    It never touches drafts: use ``create_draft`` to save one.
    """
    ...


@clauz3.requires(lambda to, subject, body: "@" in to, message='to must contain "@"')
@clauz3.requires(lambda to, subject, body: len(subject) > 0, message="subject must be non-empty")
@deal.raises(RuntimeError, TimeoutError, ValueError)
@clauz3.trusted
def create_draft(to: str, subject: str, body: str) -> None:
    """Save an unsent message to ``to`` in Gmail's Drafts folder; it is never sent."""
    ...
