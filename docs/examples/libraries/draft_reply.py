"""Preview a reply and save it as a Gmail draft for a person to send."""

from tools.google_workspace.gmail.trusted import contracts as email
from tools.google_workspace.gmail.trusted.effects import create_draft, send_email

import clauz3


@clauz3.guarantee(email.dry_run_only())
@clauz3.guarantee(email.only_recipients(["alice@example.com"]))
@clauz3.guarantee(email.emails_at_most(2))
@clauz3.guarantee(email.no_body_contains("password"))
def main() -> None:
    body = "Thanks, the report is attached to the ticket."
    send_email("alice@example.com", "Re: weekly report", body, dry_run=True)
    create_draft("alice@example.com", "Re: weekly report", body)
    print("draft saved for review")
