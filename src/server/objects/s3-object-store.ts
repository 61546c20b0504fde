/**
 * The S3-compatible object store for teams: presigned PUT/GET URLs from the AWS SDK presigner.
 * Credentials come from the environment (AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY, or any source
 * of the SDK's default chain). The presigned PUT binds the content type (a signed header) and,
 * when the uploader announced it, the length.
 *
 * Single use without a server in the PUT's path: a signed PUT only ever addresses a temporary
 * `uploads/…` key; registration copies the bytes server-side to a fresh `documents/…` key that is
 * never signed for PUT, measures that copy (size, sha256, type) and deletes the temporary key.
 * A second PUT to a used URL can only create a new temporary object, which the orphan sweep
 * removes; it can never reach the registered bytes. (A conditional write, If-None-Match, would
 * refuse the second PUT itself, but S3-compatible servers do not all honour it, and it would not
 * let registration measure bytes that nobody can change afterwards.)
 */
import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3'
import { getSignedUrl } from '@aws-sdk/s3-request-presigner'
import { Readable } from 'node:stream'
import {
  assertSafeObjectKey,
  isSafeObjectKey,
  measureStream,
  type MeasuredObject,
  type ObjectInfo,
  type ObjectStore,
  type StoredObject,
} from './object-store'

export type S3ObjectStoreOptions = {
  readonly bucket: string
  /** Endpoint of an S3-compatible service (MinIO, R2, …); omit for AWS itself. */
  readonly endpoint?: string
  readonly region?: string
  /** Path-style addressing (`endpoint/bucket/key`), needed by most S3-compatible services. */
  readonly forcePathStyle?: boolean
  /** Prefix under which every key is stored. */
  readonly prefix?: string
}

export class S3ObjectStore implements ObjectStore {
  readonly kind = 's3' as const
  readonly measuresPuts = false
  readonly client: S3Client

  constructor(private readonly options: S3ObjectStoreOptions) {
    this.client = new S3Client({
      region: options.region ?? process.env.AWS_REGION ?? 'us-east-1',
      ...(options.endpoint ? { endpoint: options.endpoint } : {}),
      forcePathStyle: options.forcePathStyle ?? options.endpoint != null,
      // Sign no body checksum: a presigned PUT cannot know its body, and an
      // x-amz-checksum-crc32 of an empty body makes checksum-enforcing stores refuse the upload.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    })
  }

  #key(key: string): string {
    assertSafeObjectKey(key)
    return `${this.options.prefix ?? ''}${key}`
  }

  async signPut(
    key: string,
    contentType: string,
    ttlSeconds: number,
    size?: number | null,
  ): Promise<string> {
    const cmd = new PutObjectCommand({
      Bucket: this.options.bucket,
      Key: this.#key(key),
      ContentType: contentType,
      ...(size != null ? { ContentLength: size } : {}),
    })
    return getSignedUrl(this.client, cmd, {
      expiresIn: ttlSeconds,
      signableHeaders: new Set(
        size != null ? ['content-type', 'content-length'] : ['content-type'],
      ),
    })
  }

  async signGet(key: string, contentType: string, ttlSeconds: number): Promise<string> {
    const cmd = new GetObjectCommand({
      Bucket: this.options.bucket,
      Key: this.#key(key),
      ResponseContentType: contentType,
    })
    return getSignedUrl(this.client, cmd, { expiresIn: ttlSeconds })
  }

  async head(key: string): Promise<ObjectInfo | null> {
    try {
      const r = await this.client.send(
        new HeadObjectCommand({ Bucket: this.options.bucket, Key: this.#key(key) }),
      )
      return { size: r.ContentLength ?? 0, contentType: r.ContentType ?? null }
    } catch (err) {
      const status = (err as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode
      if (status === 404 || (err as Error).name === 'NotFound') return null
      throw err
    }
  }

  async read(key: string): Promise<Readable> {
    const r = await this.client.send(
      new GetObjectCommand({ Bucket: this.options.bucket, Key: this.#key(key) }),
    )
    if (!(r.Body instanceof Readable)) throw new Error(`No body for object ${key}`)
    return r.Body
  }

  async write(
    key: string,
    body: Buffer | Readable,
    contentType: string,
    size?: number,
  ): Promise<void> {
    // PutObject needs the length of a streamed body: stream when it is known, else collect.
    const data = Buffer.isBuffer(body) || size != null ? body : Buffer.concat(await body.toArray())
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.options.bucket,
        Key: this.#key(key),
        Body: data,
        ContentType: contentType,
        ...(size != null ? { ContentLength: size } : {}),
      }),
    )
  }

  async delete(key: string): Promise<void> {
    await this.client.send(
      new DeleteObjectCommand({ Bucket: this.options.bucket, Key: this.#key(key) }),
    )
  }

  async freeze(from: string, to: string): Promise<void> {
    const source = `${this.options.bucket}/${this.#key(from).split('/').map(encodeURIComponent).join('/')}`
    await this.client.send(
      new CopyObjectCommand({
        Bucket: this.options.bucket,
        Key: this.#key(to),
        CopySource: source,
      }),
    )
  }

  async measure(key: string): Promise<MeasuredObject> {
    return measureStream(await this.read(key))
  }

  async readHead(key: string, bytes: number): Promise<Buffer> {
    const r = await this.client.send(
      new GetObjectCommand({
        Bucket: this.options.bucket,
        Key: this.#key(key),
        Range: `bytes=0-${Math.max(0, bytes - 1)}`,
      }),
    )
    if (!(r.Body instanceof Readable)) throw new Error(`No body for object ${key}`)
    return Buffer.concat(await r.Body.toArray()).subarray(0, bytes)
  }

  async *list(): AsyncIterable<StoredObject> {
    const prefix = this.options.prefix ?? ''
    let token: string | undefined
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({
          Bucket: this.options.bucket,
          Prefix: prefix,
          ...(token ? { ContinuationToken: token } : {}),
        }),
      )
      for (const o of page.Contents ?? []) {
        const key = (o.Key ?? '').slice(prefix.length)
        if (!isSafeObjectKey(key)) continue
        yield { key, size: o.Size ?? 0, modifiedMs: o.LastModified?.getTime() ?? Date.now() }
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined
    } while (token)
  }
}
