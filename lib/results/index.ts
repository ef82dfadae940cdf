// What a person does with finished headshots: like / love / none, one favourite per shoot, downloads
// in four sizes and two formats, and zips of the favourites or of all (made by the worker).
import "server-only";
export * from "./options";
export { ResultActionError, RESULT_ERROR_CODES, type ResultErrorCode } from "./errors";
export { findOwnedResult, findReadableResult, findReadableShoot, galleryNumbers, requireReadableReadyShoot, requireReadyShoot } from "./access";
export { marksInput, setResultMarks, type MarksInput } from "./marks";
export { renderDownload, resultFiles, sourceFor, type ResultFiles, type StoredFile } from "./files";
export { buildZip, expireZip, readZip, recordZipDownload, startZip, zipBody, zipJobData, zipExpireData, ZIP_BUILD_SECONDS, type ZipJobData, type ZipView } from "./zip";
export { handleDownload, handleMarks, handleZipFile, handleZipStart, handleZipStatus, type ResultRouteContext, type ZipRouteContext } from "./http";
