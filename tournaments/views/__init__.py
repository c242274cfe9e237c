"""Server-rendered pages, split by area: public pages, organizer pages, hand entry, printing."""
