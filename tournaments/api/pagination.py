"""Page-number pagination with a client-chosen page size, capped so a page stays cheap."""

from typing import Any

from django.core.paginator import EmptyPage, Paginator
from rest_framework.exceptions import ValidationError
from rest_framework.pagination import PageNumberPagination
from rest_framework.request import Request


class _Paginator(Paginator):
    """Django's paginator, whose "past the end" says how many pages there are (the count is known by
    then: no extra query)."""

    def validate_number(self, number: Any) -> int:
        try:
            return super().validate_number(number)
        except EmptyPage:
            pages = "is 1 page" if self.num_pages == 1 else f"are {self.num_pages} pages"
            results = "1 result" if self.count == 1 else f"{self.count} results"
            raise EmptyPage(
                f"page {number} is past the end; there {pages} ({results}, {self.per_page} per page)"
            ) from None


class Pages(PageNumberPagination):
    page_size = 50
    page_size_query_param = "page_size"
    max_page_size = 500
    django_paginator_class = _Paginator
    invalid_page_message = "Invalid page: {message}."

    def paginate_queryset(self, queryset: Any, request: Request, view: Any = None) -> list[Any] | None:
        # "?page=abc" is bad input (400 naming the parameter); a page past the end stays a 404
        page = request.query_params.get(self.page_query_param, "1")
        if page != "last" and not (page.isascii() and page.isdigit() and int(page) > 0):
            raise ValidationError({self.page_query_param: ["must be a page number from 1 (or 'last')"]})
        # "?page_size=0" or "abc" fell back to 50 in silence; above the cap it is the cap, as documented
        size = request.query_params.get(self.page_size_query_param)
        if size is not None and not (size.isascii() and size.isdigit() and int(size) > 0):
            raise ValidationError(
                {self.page_size_query_param: [f"must be a number of results from 1 to {self.max_page_size}"]}
            )
        return super().paginate_queryset(queryset, request, view)
