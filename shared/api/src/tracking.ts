import type { Ok } from './contract/models';
import { apiPaths } from './contract/paths';
import type { ChapterTrackBody, CommentTrackBody, TitleTrackBody } from './contract/schemas';
import { http } from './http';

/** Tracking-only calls: the platform records the event server side; nothing changes. */
async function postTrack(path: string, body: object): Promise<Ok> {
  const { data } = await http.post<Ok>(path, body);
  return data;
}

export const trackCommentCreated = (body: CommentTrackBody = {}) =>
  postTrack(apiPaths.commentCreatedTrack, body);

export const trackChapterSaved = (body: ChapterTrackBody) =>
  postTrack(apiPaths.chapterSavedTrack, body);

export const trackChapterCreated = (body: ChapterTrackBody) =>
  postTrack(apiPaths.chapterCreatedTrack, body);

export const trackChapterPublished = (body: ChapterTrackBody) =>
  postTrack(apiPaths.chapterPublishedTrack, body);

export const trackTitlePublished = (body: TitleTrackBody) =>
  postTrack(apiPaths.titlePublishedTrack, body);
