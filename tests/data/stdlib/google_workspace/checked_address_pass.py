from tools.google_workspace.gmail.trusted import contracts as email
from tools.google_workspace.gmail.trusted.effects import send_email

import clauz3


@clauz3.guarantee(email.emails_at_most(1))
@clauz3.guarantee(email.no_drafts())
@clauz3.guarantee(email.subject_length_at_most(20))
def main(address: str, subject: str) -> bool:
    if "@" not in address or len(subject) == 0 or len(subject) > 20:
        return False
    try:
        send_email(address, subject, "sent by the nightly job", dry_run=False)
    except RuntimeError as e:
        print("gog failed:", e)
        return False
    return True
